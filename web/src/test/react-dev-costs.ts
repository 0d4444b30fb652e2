/**
 * Runs before anything loads React (the first setup file). React's development build, which Testing Library's act()
 * needs, records for every element it creates where it was created, for the component stacks of its warnings: an Error
 * with ten frames (`recentlyCreatedOwnerStacks`, up to 10,000 elements a second) and a console.createTask, which
 * Node's console has. In a page test that is a tenth of the time, for stacks printed only when React warns. Here
 * React is told the budget is spent, so its warnings say "unknown owner" instead of the owner's stack; what renders
 * and what React checks is unchanged.
 */
(console as { createTask?: unknown }).createTask = undefined;

const react = await import('react');
const internals = (react.default as unknown as Record<string, { recentlyCreatedOwnerStacks?: number }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Infinity, set: () => undefined });
}

export {};
