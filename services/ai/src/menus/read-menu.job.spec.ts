import type { Job } from 'bullmq';
import type { AiConfig } from '../config';
import type { LabelReader } from '../label/label-ocr';
import type { Storage } from '../photos/storage.provider';
import { type MenuReadJob, ReadMenuJob } from './read-menu.job';

describe('ReadMenuJob', () => {
  it('starts loading the OCR before it downloads the photo', async () => {
    const events: string[] = [];
    const reader: LabelReader = {
      warm: () => events.push('warm'),
      read: () => Promise.resolve([]),
    };
    const storage = {
      getObject: () => {
        events.push('download');
        return Promise.resolve(
          (async function* () {
            yield Buffer.from('not a photo');
          })(),
        );
      },
    } as unknown as Storage;
    const job = new ReadMenuJob({ MINIO_BUCKET: 'photos' } as AiConfig, storage, reader);
    const data: MenuReadJob = { userId: 'u1', objectKey: 'menus/one.jpg' };
    await expect(job.run({ data } as Job<MenuReadJob>)).rejects.toThrow('not a JPG, PNG or WebP');
    expect(events).toEqual(['warm', 'download']);
  });
});
