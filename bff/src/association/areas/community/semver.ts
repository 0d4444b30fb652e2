/** Semantic Versioning 2.0.0 precedence (semver.org §11); build metadata is ignored. Inputs are valid versions. */

interface Parsed {
  core: [number, number, number];
  pre: string[];
}

function parse(version: string): Parsed {
  const [withoutBuild] = version.split('+');
  const dash = withoutBuild!.indexOf('-');
  const core = (dash < 0 ? withoutBuild! : withoutBuild!.slice(0, dash)).split('.').map(Number) as [
    number,
    number,
    number,
  ];
  const pre = dash < 0 ? [] : withoutBuild!.slice(dash + 1).split('.');
  return { core, pre };
}

const NUMERIC = /^\d+$/;

function compareIdentifiers(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) return Math.sign(Number(a) - Number(b));
  if (an !== bn) return an ? -1 : 1; // numeric identifiers have lower precedence than alphanumeric ones
  return a < b ? -1 : a > b ? 1 : 0; // ASCII order
}

/** -1, 0 or 1 as `a` has lower, equal or higher precedence than `b`. */
export function compareSemver(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    if (x.core[i] !== y.core[i]) return Math.sign(x.core[i]! - y.core[i]!);
  }
  // A pre-release has lower precedence than the release itself.
  if (x.pre.length === 0 || y.pre.length === 0) return Math.sign(y.pre.length - x.pre.length);
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const c = compareIdentifiers(x.pre[i]!, y.pre[i]!);
    if (c !== 0) return c;
  }
  return Math.sign(x.pre.length - y.pre.length);
}
