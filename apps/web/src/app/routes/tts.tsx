import { ContentPage } from '@/components/layouts/content-page';

export default function TtsRoute() {
  return (
    <ContentPage
      title={'Text-to-Speech Support'}
      description={
        'The read-aloud demo for passages, instructions and explanations arrives in a coming release.'
      }
    />
  );
}
