/**
 * The W3C Nu HTML checker (the npm vnu-jar package: vnu.jar, run by Java) over a folder of pages in
 * one JVM start, which is most of its cost.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NuMessage {
  /** The checked file's name ('podcast-episode.html'). */
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

interface RawMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export const vnuJar = (): string => path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Errors (not warnings or info) in `files`, which the checker reads from disk. */
export function checkHtml(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    // The checker writes its JSON report to stderr and exits 1 when it found errors.
    execFile('java', ['-Xss1024k', '-jar', vnuJar(), '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 }, (err, _stdout, stderr) => {
      let report: { messages?: RawMessage[] };
      try {
        report = JSON.parse(stderr) as { messages?: RawMessage[] };
      } catch {
        reject(new Error(`the Nu checker did not report JSON (${err?.message ?? 'no error'}):\n${stderr.slice(0, 2000)}`));
        return;
      }
      resolve(
        (report.messages ?? [])
          // 'non-document-error' is the checker failing to read a file: report it too.
          .filter((m) => m.type === 'error' || m.type === 'non-document-error')
          .map((m) => ({ file: m.url ? path.basename(fileURLToPath(m.url)) : '?', line: m.lastLine, message: m.message, extract: m.extract })),
      );
    });
  });
}
