import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const SECRETS = {
  JWT_ACCESS_SECRET: 'a'.repeat(40),
  JWT_REFRESH_SECRET: 'b'.repeat(40),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has working defaults in development, generating JWT secrets and saying so', () => {
    const config = loadConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.jwt.accessTtlSeconds).toBe(600);
    expect(config.jwt.refreshTtlSeconds).toBe(600);
    expect(config.jwt.generated).toBe(true);
    expect(config.jwt.accessSecret).not.toBe(config.jwt.refreshSecret);
    expect(config.associationApiUrl).toBeUndefined();
  });

  it('refuses to start in production without JWT secrets', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('JWT_ACCESS_SECRET is required when NODE_ENV=production');
    expect(problems).toContain('JWT_REFRESH_SECRET is required when NODE_ENV=production');
  });

  it('accepts production with both secrets set', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...SECRETS });
    expect(config.jwt.generated).toBe(false);
    expect(config.jwt.accessSecret).toBe(SECRETS.JWT_ACCESS_SECRET);
  });

  it('names every invalid key with a clear message', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      ASSOCIATION_API_URL: 'ftp://example',
      ACCESS_TOKEN_TTL_SECONDS: '0',
      JWT_ACCESS_SECRET: 'short',
      NODE_ENV: 'staging',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be a whole number from 0 to 65535 \(got "eighty"\)$/),
        expect.stringMatching(/^LOG_LEVEL must be one of .* \(got "loud"\)$/),
        expect.stringMatching(/^ASSOCIATION_API_URL must be an http\(s\) URL/),
        expect.stringMatching(/^ACCESS_TOKEN_TTL_SECONDS must be a whole number from 5/),
        expect.stringMatching(/^JWT_ACCESS_SECRET must be at least 32 characters/),
        expect.stringMatching(/^NODE_ENV must be one of development, production, test/),
      ]),
    );
  });

  it('rejects identical access and refresh secrets', () => {
    expect(problemsOf({ JWT_ACCESS_SECRET: 'c'.repeat(40), JWT_REFRESH_SECRET: 'c'.repeat(40) })).toContain(
      'JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ',
    );
  });

  it('reads token lifetimes and the upstream URL', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL_SECONDS: '30',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      ASSOCIATION_API_URL: 'http://127.0.0.1:4000/',
    });
    expect(config.jwt.accessTtlSeconds).toBe(30);
    expect(config.jwt.refreshTtlSeconds).toBe(3600);
    expect(config.associationApiUrl).toBe('http://127.0.0.1:4000');
  });
});
