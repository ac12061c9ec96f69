/**
 * A journey fails when any page it opened reported a content security policy violation: the shop
 * must run whole under its own policy (server/http/securityHeaders), with nothing blocked.
 */
import { afterEach, expect } from 'vitest';
import { takePolicyViolations } from './browser';

afterEach(() => {
  expect(takePolicyViolations(), 'content security policy violations').toEqual([]);
});
