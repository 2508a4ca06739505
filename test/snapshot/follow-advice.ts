// Following a hand edit's advice as a person would, word for word: each step on the files as they
// stand after the one before, then the manifest's sha256 and count set as told.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

/** A file's lines, each with its newline where it has one. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Whether a line (without its newline) parses as JSON. */
function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** Whether a line that parses as JSON is an object, as every record is. */
function isObject(line: string): boolean {
  const value: unknown = JSON.parse(line);
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks what a step on every line of a kind says of them, `(12 lines, the first changes.ndjson line
 * 189, …)`, on `files` as they stand when it is done: how many there are, and which is the first.
 */
function expectFirst(files: Map<string, string>, step: string, isOfKind: (line: string) => boolean): void {
  const said = /\((\d+) lines?, the first (\S+) line (\d+)[,)]/.exec(step);
  expect(said, step).not.toBeNull();
  const all = [...files].flatMap(([file, text]) => linesOf(text).map((line, at) => ({ file, line: at + 1, text: line })));
  const ofKind = all.filter(({ text }) => isOfKind(text));
  expect({ count: ofKind.length, file: ofKind[0]?.file, line: ofKind[0]?.line }, step).toEqual({ count: Number(said![1]), file: said![2], line: Number(said![3]) });
}

/** `files` (name to text, in the collection's order) after one step of the advice; a step it does not know fails the test. */
function applyStep(files: Map<string, string>, step: string): void {
  const unended = [...files].findLast(([, text]) => text !== '' && !text.endsWith('\n'))?.[0];
  const edit = (file: string, change: (lines: string[]) => string[]) => files.set(file, change(linesOf(files.get(file)!)).join(''));
  let match: RegExpMatchArray | null;
  if ((match = /^delete its last line, (\d+), /.exec(step))) {
    edit(unended!, (lines) => {
      expect(lines.length, step).toBe(Number(match![1]));
      return lines.slice(0, -1);
    });
  } else if ((match = /^delete the byte-order mark at the start of (\S+) line (\d+)$/.exec(step))) {
    const at = Number(match[2]) - 1;
    edit(match[1]!, (lines) => {
      expect(lines[at]?.startsWith('\uFEFF'), step).toBe(true);
      return lines.map((line, i) => (i === at ? line.slice(1) : line));
    });
  } else if ((match = /^delete (\S+) line (\d+), /.exec(step))) {
    edit(match[1]!, (lines) => lines.filter((_, i) => i !== Number(match![2]) - 1));
  } else if (/^delete every line that is no JSON /.test(step)) {
    const cut = (line: string) => line.trim() !== '' && line.endsWith('\n') && !parses(line.replace(/^\uFEFF/, ''));
    expectFirst(files, step, cut);
    for (const file of files.keys()) edit(file, (lines) => lines.filter((line) => !cut(line)));
  } else if (/^delete every line that is JSON but no record /.test(step)) {
    const noRecord = (line: string) => line.endsWith('\n') && parses(line.replace(/^\uFEFF/, '')) && !isObject(line.replace(/^\uFEFF/, ''));
    expectFirst(files, step, noRecord);
    for (const file of files.keys()) edit(file, (lines) => lines.filter((line) => !noRecord(line)));
  } else if (/^delete the byte-order mark at the start of every line that has one /.test(step)) {
    expectFirst(files, step, (line) => line.startsWith('\uFEFF'));
    for (const file of files.keys()) edit(file, (lines) => lines.map((line) => line.replace(/^\uFEFF/, '')));
  } else if (/^delete the blank lines?( and the whitespace after the last newline)?$/.test(step)) {
    for (const file of files.keys()) edit(file, (lines) => lines.filter((line) => line.trim() !== '' || !line.endsWith('\n')));
    if (step.endsWith('newline')) for (const file of files.keys()) edit(file, (lines) => lines.filter((line) => line.trim() !== ''));
  } else if (step === 'delete the whitespace after the last newline') {
    for (const file of files.keys()) edit(file, (lines) => lines.filter((line) => line.endsWith('\n') || line.trim() !== ''));
  } else if (step === 'end its last line with a newline') {
    files.set(unended!, `${files.get(unended!)!}\n`);
  } else {
    throw new Error(`a step not known: ${step}`);
  }
}

/**
 * Follows the hand-edit advice in `message` on `collection`'s files in `dir` (`files`, in order):
 * its steps in turn, then the sha256 set to match and the count as told. Returns the steps done.
 */
export async function followAdvice(dir: string, collection: string, files: readonly string[], message: string): Promise<string[]> {
  const advice = /\(a file edited by hand: (.*), and set its collection's sha256 in manifest\.json to match(?:, and its count to (\d+)|; its count stays (\d+))?(?:; or copy the file again)?\)$/.exec(message);
  expect(advice, message).not.toBeNull();
  const steps = advice![1]!.split(', then ');
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await readFile(join(dir, file), 'utf8'));
  for (const step of steps) applyStep(texts, step);
  const hash = createHash('sha256');
  for (const [file, text] of texts) {
    await writeFile(join(dir, file), text);
    hash.update(text);
  }
  const manifestFile = join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: Record<string, { sha256: string; count: number }> };
  const entry = manifest.collections[collection]!;
  manifest.collections[collection] = { ...entry, sha256: hash.digest('hex'), count: Number(advice![2] ?? advice![3] ?? entry.count) };
  await writeFile(manifestFile, JSON.stringify(manifest));
  return steps;
}
