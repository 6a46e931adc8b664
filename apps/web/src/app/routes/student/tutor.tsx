import { ContentPage } from '@/components/layouts/content-page';

export default function StudentTutorRoute() {
  return (
    <ContentPage
      title={'AI Tutor'}
      description={'The Socratic AI tutor chat, one question at a time, arrives in a coming release.'}
    />
  );
}
