import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';

export const CONTRACT_FILES = {
  openapi: 'openapi.yaml',
  types: 'bff/contract/openapi-types.ts',
  generatedDir: 'web/src/api/generated',
  csvLabels: 'bff/src/association/resources/csv-labels.generated.ts',
} as const;

const CSV_LANGUAGES = ['en', 'id', 'de', 'fr', 'pt'] as const;

type Fields = Record<string, string>;

/**
 * A CSV has no room for context, so two columns must never share a header: where an id column and the column that
 * names it share a label in the interface (divisionId and divisionName: "Cabang"), the id column's header says it is
 * the id, in the language's own pattern ("ID Cabang", "Branch ID").
 */
function distinctHeaders(fields: Fields, idColumn: string): Fields {
  const counts = new Map<string, number>();
  for (const label of Object.values(fields)) counts.set(label, (counts.get(label) ?? 0) + 1);
  return Object.fromEntries(
    Object.entries(fields).map(([name, label]) => [
      name,
      /Id$/.test(name) && counts.get(label)! > 1 ? idColumn.replace('{{label}}', label) : label,
    ]),
  );
}

/** The correspondence screens' texts a CSV column reads from (the locale file association-correspondence.json). */
interface CorrespondenceTexts {
  mailStatus: Fields;
  mailCategory: Fields;
  priority: Fields;
  informationStatus: Fields;
  mails: { columns: Fields; overdue: string };
  mailForm: Fields;
  mailDetail: Fields;
  disposition: Fields;
  complete: Fields;
  categories: Fields;
  information: { columns: Fields };
  editor: Fields;
}

/**
 * The columns of the correspondence exports that its screens already word, in the words of the screens (the list's
 * column, else the form's or the detail's field), so a column reads the same on screen and in the CSV. An id column
 * shares its name column's label and distinctHeaders words it as the id; the columns no screen words are in
 * association.exports.<name>.fields.
 */
function correspondenceFields(c: CorrespondenceTexts): Record<string, Fields> {
  return {
    mails: {
      ...c.mails.columns,
      assigneeId: c.mails.columns.assignee!,
      number: c.mailForm.number!,
      letterDate: c.mailForm.letterDate!,
      summary: c.mailForm.summary!,
      divisionName: c.mailForm.division!,
      dispositionInstruction: c.disposition.instruction!,
      assigneeRole: c.disposition.assigneeRole!,
      dispositionDivisionId: c.disposition.division!,
      dispositionDivisionName: c.disposition.division!,
      overdue: c.mails.overdue,
      dispositionedAt: c.mailDetail.dispositionedAt!,
      startedAt: c.mailDetail.startedAt!,
      completedAt: c.mailDetail.completedAt!,
      archivedAt: c.mailDetail.archivedAt!,
      resolution: c.complete.resolution!,
    },
    informationCategories: {
      name: c.categories.name!,
      slug: c.categories.slug!,
      description: c.categories.description!,
      informationCount: c.categories.count!,
    },
    information: {
      ...c.information.columns,
      categoryId: c.information.columns.category!,
      categoryName: c.information.columns.category!,
      slug: c.categories.slug!,
      summary: c.editor.summary!,
      body: c.editor.body!,
      coverImageUrl: c.editor.cover!,
    },
  };
}

/**
 * The association server's CSV exports speak the reader's language with the interface's own words: the field labels
 * (association.resources.<resource>.fields, the correspondence screens' texts, and association.exports.<export>.fields
 * of the exports without a screen of their own, over association.screen.export.columns) and enum labels
 * (association.enums, the correspondence screens' mail and information values, and the member portal's reference
 * letter values) of each language, copied from the
 * web's locale files so the two never drift.
 */
async function csvLabels(): Promise<string> {
  const labels: Record<string, { fields: Record<string, Fields>; enums: Record<string, Fields> }> = {};
  for (const language of CSV_LANGUAGES) {
    const read = async (name: string) =>
      JSON.parse(
        await readFile(path.join(REPO_ROOT, 'web/src/i18n/locales', language, `${name}.json`), 'utf8'),
      ) as unknown;
    const { association } = (await read('association')) as {
      association: {
        resources: Record<string, { fields?: Fields }>;
        exports: Record<string, { fields: Fields }>;
        screen: { export: { idColumn: string; columns: Fields } };
        enums: Record<string, Fields>;
      };
    };
    const { associationCorrespondence: correspondence } = (await read('association-correspondence')) as {
      associationCorrespondence: CorrespondenceTexts;
    };
    const { portal } = (await read('portal')) as {
      portal: { enums: { referenceType: Fields }; status: { reference: Fields } };
    };
    const screens = correspondenceFields(correspondence);
    const names = new Set([
      ...Object.keys(association.resources),
      ...Object.keys(screens),
      ...Object.keys(association.exports),
    ]);
    labels[language] = {
      // Columns most records have (id, recorded, last changed) read the same everywhere unless a resource words them.
      fields: Object.fromEntries(
        [...names].map((name) => [
          name,
          distinctHeaders(
            {
              ...association.screen.export.columns,
              ...association.resources[name]?.fields,
              ...screens[name],
              ...association.exports[name]?.fields,
            },
            association.screen.export.idColumn,
          ),
        ]),
      ),
      enums: {
        ...association.enums,
        mailStatus: correspondence.mailStatus,
        mailCategory: correspondence.mailCategory,
        mailPriority: correspondence.priority,
        informationStatus: correspondence.informationStatus,
        // Reference letters are worded on the member's portal, where members request them.
        referenceType: portal.enums.referenceType,
        referenceStatus: portal.status.reference,
      },
    };
  }
  return `${HEADER.replace('from openapi.yaml', 'from web/src/i18n/locales/*/association.json, association-correspondence.json and portal.json')}
export const CSV_LANGUAGES = ${JSON.stringify(CSV_LANGUAGES)} as const;
export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

export const CSV_LABELS: Record<CsvLanguage, { fields: Record<string, Record<string, string>>; enums: Record<string, Record<string, string>> }> = ${JSON.stringify(labels, null, 2)};
`;
}

const HEADER = '// Generated by `npm run gen` from openapi.yaml. Do not edit.\n';

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/\s+/g, '-')
    .toLowerCase();
const camel = (s: string) => kebab(s).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** Builds the app without listening and returns its OpenAPI document as YAML. */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(tmpdir(), 'no-web') });
  const app = await buildApp({ ...config, associationApiUrl: 'http://127.0.0.1:9' });
  await app.ready();
  const yaml = app.swagger({ yaml: true });
  await app.close();
  return yaml;
}

/** Every generated file, keyed by its path from the repository root. */
export async function generateContract(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const yaml = await renderOpenApi();
  files.set(CONTRACT_FILES.openapi, yaml);
  files.set(CONTRACT_FILES.csvLabels, await csvLabels());

  // The generators read a file; give them this run's document rather than whatever is on disk.
  const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-contract-'));
  try {
    const schemaFile = path.join(dir, 'openapi.yaml');
    await writeFile(schemaFile, yaml);

    const ast = await openapiTS(new URL(`file://${schemaFile}`));
    files.set(CONTRACT_FILES.types, HEADER + astToString(ast));

    const doc = (await import('yaml')).parse(yaml) as { tags?: { name: string }[] };
    for (const { name: tag } of doc.tags ?? []) {
      const code = await generateEndpoints({
        schemaFile,
        apiFile: '../base-api',
        apiImport: 'baseApi',
        exportName: `${camel(tag)}Api`,
        hooks: true,
        filterEndpoints: (_name, def) => (def.operation.tags ?? []).includes(tag),
      });
      if (typeof code === 'string') files.set(`${CONTRACT_FILES.generatedDir}/${kebab(tag)}.ts`, HEADER + code);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return files;
}

export const repoPath = (relative: string) => path.join(REPO_ROOT, relative);
