import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One HTML document to check, named for the report (a path of the site, say). */
export interface HtmlDocument {
  name: string;
  html: string;
}

/** An error the Nu HTML Checker found in a document. */
export interface HtmlError {
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/** A message of vnu's `--format json` output. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** The checker itself: `vnu-jar`'s main export is the path of `vnu.jar`. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

function runVnu(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      java,
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          const hint =
            'code' in error && error.code === 'ENOENT'
              ? ' (Java 11 or later is needed: apt-get install default-jre-headless)'
              : '';
          reject(new Error(`vnu could not run${hint}: ${error.message}\n${stderr}`));
          return;
        }
        resolve(stdout);
      },
    );
  });
}

/**
 * Checks many HTML documents with the Nu HTML Checker in one Java run (starting the JVM costs about a
 * second; checking a page costs milliseconds). Returns the errors of each document by name; a document
 * without errors maps to an empty list.
 *
 * Only errors count: vnu's warnings ("info" messages) are advice, such as a `type` attribute that is
 * not needed, and are not conformance failures. Anything vnu could not read fails loudly.
 */
export async function validateHtml(
  documents: readonly HtmlDocument[],
): Promise<Map<string, HtmlError[]>> {
  const names = new Set<string>();
  for (const { name } of documents) {
    if (names.has(name)) throw new Error(`two documents are named ${name}`);
    names.add(name);
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    // Numbered file names: vnu reports each message with its file URL, mapped back to the name here.
    const files = documents.map((_, index) => path.join(directory, `${index}.html`));
    await Promise.all(
      documents.map((document, index) => writeFile(files[index]!, document.html, 'utf8')),
    );
    const output = await runVnu(files);
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = new Map<string, HtmlError[]>(documents.map(({ name }) => [name, []]));
    for (const message of messages) {
      if (message.type === 'info') continue;
      const index = message.url ? files.indexOf(fileURLToPath(message.url)) : -1;
      const document = documents[index];
      if (message.type === 'non-document-error' || !document) {
        throw new Error(`vnu: ${message.message} (${message.url ?? 'no file'})`);
      }
      errors.get(document.name)!.push({
        // vnu leaves out firstLine when the message starts and ends on the same line.
        line: message.firstLine ?? message.lastLine,
        column: message.firstColumn ?? message.lastColumn,
        message: message.message,
        extract: message.extract,
      });
    }
    return errors;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** One line per error, `name:line:column message`, with the markup around it beneath. */
export function formatHtmlErrors(errors: ReadonlyMap<string, readonly HtmlError[]>): string {
  const lines: string[] = [];
  for (const [name, list] of errors) {
    for (const { line, column, message, extract } of list) {
      lines.push(`${name}:${line ?? '?'}:${column ?? '?'} ${message}`);
      if (extract) lines.push(`    ${extract.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return lines.join('\n');
}
