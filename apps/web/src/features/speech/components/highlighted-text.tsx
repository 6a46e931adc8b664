import type { TextRange } from '@/lib/speech';

/** The text with the range being read marked, so a reader can follow along. */
export function HighlightedText({ text, range }: { text: string; range: TextRange | null }) {
  if (!range) return <p className="whitespace-pre-wrap">{text}</p>;
  return (
    <p className="whitespace-pre-wrap">
      {text.slice(0, range.start)}
      <mark className="rounded-sm bg-yellow-200 px-0.5 text-black dark:bg-yellow-300">
        {text.slice(range.start, range.end)}
      </mark>
      {text.slice(range.end)}
    </p>
  );
}
