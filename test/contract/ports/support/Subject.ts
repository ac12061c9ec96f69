/**
 * What a runner hands a port's expectations: called in each test, after the backend is up, it
 * answers the port to exercise and what the backend knows (ids it holds, a signed-in customer,
 * ways to bring about a state). A runner may give each test a fresh customer or a fresh fake.
 */
export type Subject<T> = () => Promise<T>;
