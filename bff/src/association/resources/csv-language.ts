import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { CSV_LABELS, CSV_LANGUAGES, type CsvLanguage } from './csv-labels.generated.js';

/**
 * How an export writes its header and values: in a language (the interface's labels for fields and enum values), or
 * as codes (the API's field names and raw values) for machines.
 */
export interface CsvWording {
  headers: string[];
  value(column: string, value: unknown): unknown;
}

/**
 * The language asked for: `lang`, else the first of Accept-Language the interface speaks. A request that asks for no
 * language it speaks (a script, an integration) gets the codes: the API's names and values, as the contract shows them.
 */
export function csvLanguage(request: FastifyRequest): CsvLanguage | 'codes' {
  const { lang } = request.query as { lang?: string };
  if (lang && (CSV_LANGUAGES as readonly string[]).includes(lang)) return lang as CsvLanguage;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return (accepted.find((code) => (CSV_LANGUAGES as readonly string[]).includes(code)) as CsvLanguage | undefined) ?? 'codes';
}

/** The values an enum property allows, however TypeBox wrote it (enum, a union of literals, nullable). */
function enumValues(schema: TSchema | undefined): string[] {
  if (!schema) return [];
  const node = schema as { enum?: unknown[]; anyOf?: TSchema[]; const?: unknown };
  if (Array.isArray(node.enum)) return node.enum.filter((v): v is string => typeof v === 'string');
  if (Array.isArray(node.anyOf)) return node.anyOf.flatMap((s) => ((s as { const?: unknown }).const !== undefined ? [String((s as { const?: unknown }).const)] : enumValues(s)));
  return [];
}

/**
 * The wording of one resource's export. A column's enum labels come from the enum group of the interface that names
 * every value the column allows (members.status -> memberStatus), so no column needs a mapping by hand.
 */
export function resourceWording(resource: string, properties: Record<string, TSchema>, columns: string[], language: CsvLanguage | 'codes'): CsvWording {
  if (language === 'codes') return { headers: columns, value: (_c, v) => v };
  const { fields, enums } = CSV_LABELS[language];
  const labels = fields[resource] ?? {};
  const groups = new Map<string, Record<string, string>>();
  for (const column of columns) {
    const values = enumValues(properties[column]);
    if (values.length === 0) continue;
    const group = Object.values(enums).find((g) => values.every((v) => v in g));
    if (group) groups.set(column, group);
  }
  return {
    headers: columns.map((c) => labels[c] ?? c),
    value: (column, value) => (typeof value === 'string' ? (groups.get(column)?.[value] ?? value) : value),
  };
}

/** The wording an export request asks for: `codes=true` for the API's names and values, else its language. */
export function requestWording(request: FastifyRequest, resource: string, properties: Record<string, TSchema>, columns: string[]): CsvWording {
  const { codes } = request.query as { codes?: boolean };
  return resourceWording(resource, properties, columns, codes ? 'codes' : csvLanguage(request));
}
