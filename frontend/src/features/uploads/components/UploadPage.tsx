import { Page } from '@/components/layout/Page';

export function UploadPage() {
  return (
    <Page
      title="Analyse Your Wine Collection"
      description="Upload a photo of a bottle to identify it, estimate its value and find its drinking window."
    />
  );
}
