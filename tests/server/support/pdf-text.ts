import { decodePDFRawStream, PDFRawStream, type PDFDocument } from 'pdf-lib';

/** The text each page draws, in drawing order: the hex strings of its Tj operators, read as WinAnsi. */
export function pageTexts(pdf: PDFDocument): string[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    if (!(contents instanceof PDFRawStream)) throw new Error('expected one content stream per page');
    const operators = Buffer.from(decodePDFRawStream(contents).decode()).toString('latin1');
    return Array.from(operators.matchAll(/<([0-9a-f]*)> Tj/g), (match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('\n');
  });
}
