import { LIMITS } from '@academy/shared/limits';

/** The demo page's four sample texts. */
export const SAMPLE_TEXTS = [
  {
    title: 'Reading passage',
    text: 'The little seed slept under the warm soil. When the spring rain came, it stretched its roots down and pushed a green shoot up toward the sun. Day by day, the shoot grew taller, until one morning a yellow flower opened.',
  },
  {
    title: 'Math instructions',
    text: 'Read each word problem twice. Underline the numbers and circle the question. Then decide whether you need to add, subtract, multiply or divide. Show your work, and check your answer by working backwards.',
  },
  {
    title: 'Science explanation',
    text: 'Water moves in a cycle. The sun heats water in oceans and lakes, and it evaporates into the air as vapor. High in the sky the vapor cools and condenses into clouds. When the drops grow heavy, they fall as rain or snow.',
  },
  {
    title: 'Social studies',
    text: 'A community is a place where people live, work and help each other. Firefighters keep us safe, teachers help us learn, and farmers grow our food. Everyone has a job that makes the community a better place.',
  },
] as const;

/** A sample's preview: its first 60 characters, with an ellipsis when cut. */
export function previewText(text: string, max: number = LIMITS.samplePreview): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
