import { afterEach } from 'vitest';

// Only the files that ask for jsdom (`@vitest-environment jsdom`) have a DOM to clean: the pure
// ones run under node and skip jsdom's start-up and testing-library's import.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
