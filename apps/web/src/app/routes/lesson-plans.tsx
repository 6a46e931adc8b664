import { ContentPage } from '@/components/layouts/content-page';

export default function LessonPlansRoute() {
  return (
    <ContentPage
      title={'Standards-Aligned Lesson Generator'}
      description={'The K-3 lesson generator arrives in a coming release.'}
    />
  );
}
