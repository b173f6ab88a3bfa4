import { afterEach, vi } from 'vitest';

// Node's Request (used under jsdom) has no document base URL, so the relative '/api/...'
// URLs that fetchBaseQuery builds would throw; resolve them against jsdom's location like a browser.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
