// Test helpers: real PDF and DOCX files made with pdf-lib and docx (as other programs write them). Not used by
// the app.
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface Section {
  heading: string;
  text: string;
}

/** A PDF with a title and one heading line plus a paragraph per section. */
export async function makePdf(title: string, sections: Section[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage();
  let y = 760;
  const line = (text: string, size: number, f = font) => {
    if (y < 60) {
      page = pdf.addPage();
      y = 760;
    }
    page.drawText(text, { x: 50, y, size, font: f });
    y -= size + 8;
  };
  line(title, 20, bold);
  y -= 10;
  for (const s of sections) {
    line(s.heading, 16, bold);
    line(s.text, 11);
    y -= 14;
  }
  return Buffer.from(await pdf.save());
}

/** A PDF with no text at all (as a scanned page would be): a drawn rectangle only. */
export async function makeTextlessPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
  return Buffer.from(await pdf.save());
}

/** A Word document with a title, Heading 1 per section and a paragraph under each. */
export async function makeDocx(title: string, sections: Section[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
          ...sections.flatMap((s) => [
            new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
            new Paragraph(s.text),
          ]),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

export const SAMPLE_SECTIONS: Section[] = [
  {
    heading: 'Lesson 1: Counting Objects',
    text: 'Students count up to 20 objects and say how many (K.CC.B.5).',
  },
  {
    heading: 'Lesson 2: Comparing Numbers',
    text: 'Students compare two numbers between 1 and 10 (K.CC.C.7).',
  },
  {
    heading: 'Lesson 3: Plants and Water',
    text: 'Students observe what plants need to live and grow (K-LS1-1).',
  },
];
