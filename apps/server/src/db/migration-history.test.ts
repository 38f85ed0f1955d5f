import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';

interface Manifest {
  migrations: { file: string; sha256: string }[];
}

const sha256Of = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Every way the migrations in `dir` break the rule "landed migrations are history", as sentences. */
function historyProblems(dir: string): string[] {
  const manifest: Manifest = JSON.parse(readFileSync(join(dir, 'checksums.json'), 'utf8'));
  const journal: string[] = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')).entries.map(
    (entry: { tag: string }) => `${entry.tag}.sql`,
  );
  const onDisk = readdirSync(dir).filter((name) => name.endsWith('.sql'));
  const listed = manifest.migrations.map((migration) => migration.file);
  const problems: string[] = [];
  for (const { file, sha256 } of manifest.migrations) {
    const path = join(dir, file);
    if (!existsSync(path)) problems.push(`${file} has landed and was removed; restore it`);
    else if (sha256Of(path) !== sha256) problems.push(`${file} has landed and was edited; restore it and put the change in a new migration`);
  }
  for (const file of onDisk.filter((name) => !listed.includes(name))) {
    problems.push(`${file} is not in drizzle/checksums.json; append { "file": "${file}", "sha256": "${sha256Of(join(dir, file))}" }`);
  }
  // Landed migrations keep their place: the manifest lists them in the journal's order.
  if (listed.join() !== journal.filter((file) => listed.includes(file)).join()) {
    problems.push(`drizzle/checksums.json must list the journal's migrations in the journal's order: ${journal.join(', ')}`);
  }
  return problems;
}

describe('migration history', () => {
  it('keeps every landed migration byte for byte, each listed in the manifest in journal order', () => {
    expect(historyProblems(MIGRATIONS_DIR)).toEqual([]);
  });

  describe('catches a broken history', () => {
    let copy: string;
    const copyMigrations = () => {
      copy = mkdtempSync(join(tmpdir(), 'kindred-migrations-'));
      cpSync(MIGRATIONS_DIR, copy, { recursive: true });
      return copy;
    };
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    it('reports a landed migration that was edited', () => {
      const dir = copyMigrations();
      writeFileSync(join(dir, '0001_accounts.sql'), `${readFileSync(join(dir, '0001_accounts.sql'), 'utf8')}\n-- tweak`);
      expect(historyProblems(dir)).toEqual([expect.stringContaining('0001_accounts.sql has landed and was edited')]);
    });

    it('reports a landed migration that was removed', () => {
      const dir = copyMigrations();
      unlinkSync(join(dir, '0000_enable-pg-trgm.sql'));
      expect(historyProblems(dir)).toContainEqual(expect.stringContaining('0000_enable-pg-trgm.sql has landed and was removed'));
    });

    it('reports a new migration that was not appended to the manifest', () => {
      const dir = copyMigrations();
      writeFileSync(join(dir, '9999_next.sql'), 'select 1;');
      expect(historyProblems(dir)).toEqual([expect.stringMatching(/^9999_next\.sql is not in drizzle\/checksums\.json; append .*"sha256": "[0-9a-f]{64}"/)]);
    });

    it('reports a manifest out of the journal order', () => {
      const dir = copyMigrations();
      const manifest: Manifest = JSON.parse(readFileSync(join(dir, 'checksums.json'), 'utf8'));
      manifest.migrations.reverse();
      writeFileSync(join(dir, 'checksums.json'), JSON.stringify(manifest));
      expect(historyProblems(dir)).toEqual([expect.stringContaining("in the journal's order")]);
    });
  });
});
