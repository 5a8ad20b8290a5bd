import { useState } from 'react';
import { readStored, storedBoolean, writeStored } from '@/lib/device-storage';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch is remembered on this device.
// Apart from the cellar's queries (use-from-cellar.ts), so the dashboard's first load holds the
// setting without the cellar's endpoints.
export const FROM_CELLAR_KEY = 'cellar-door.from-cellar';

export function useFromCellarSetting(): [on: boolean, setOn: (on: boolean) => void] {
  const [on, setOn] = useState(() => readStored(FROM_CELLAR_KEY, storedBoolean) ?? false);
  const change = (next: boolean) => {
    setOn(next);
    writeStored(FROM_CELLAR_KEY, next);
  };
  return [on, change];
}
