import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { fontEmbedders, fontResourceNames } from './content-stream';

export interface MergedInfo {
  title: string;
  subject: string;
  author: string;
  createdAt: Date;
}

/**
 * Pages drawn by PageContent joined into one PDF: the two standard fonts are written once and shared by
 * every page, and each content stream is deflated with Node's zlib, far faster than pdf-lib's own.
 */
export async function mergePages(pages: readonly Uint8Array[], size: [number, number], info: MergedInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { context } = doc;
  const fonts = context.register(
    context.obj({
      [fontResourceNames.regular]: fontEmbedders.regular.embedIntoContext(context),
      [fontResourceNames.bold]: fontEmbedders.bold.embedIntoContext(context),
    }),
  );
  for (const content of pages) {
    const page = doc.addPage(size);
    page.node.Resources()?.set(PDFName.of('Font'), fonts);
    const stream = context.stream(deflateSync(content), { Filter: 'FlateDecode' });
    page.node.set(PDFName.of('Contents'), context.register(stream));
  }
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setAuthor(info.author);
  doc.setCreator('Portal Despensa');
  doc.setProducer('pdf-lib');
  doc.setLanguage('es-CL');
  doc.setCreationDate(info.createdAt);
  doc.setModificationDate(info.createdAt);
  // The document is built in one synchronous sweep; yielding between objects would only add timer waits.
  // Object streams would be deflated by pdf-lib in JavaScript, slower than everything else together.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
