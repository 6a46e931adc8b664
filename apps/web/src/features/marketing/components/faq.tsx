import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as an accessible disclosure list: each question is a button inside a heading
 * (h3) with aria-expanded; Enter or Space opens and closes it, arrow keys move between questions.
 */
export function Faq({
  items,
  answerAction,
}: {
  items: readonly FaqItem[];
  /** Rendered under each answer, e.g. a read-aloud button. */
  answerAction?: (answer: string) => ReactNode;
}) {
  return (
    <Accordion.Root type="multiple" className="divide-y rounded-xl border">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header className="text-base">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-md px-5 py-4 text-left font-medium hover:bg-accent">
              {item.question}
              <ChevronDownIcon
                className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="grid justify-items-start gap-3 px-5 pb-4 text-sm text-muted-foreground">
            <p>{item.answer}</p>
            {answerAction?.(item.answer)}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
