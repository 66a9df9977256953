// The part of autocannon 9's API the load test uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Client {
    setRequests(requests: Request[]): void;
    on(event: 'response', listener: (status: number, bytes: number, responseTimeMs: number) => void): void;
  }
  interface Options {
    url: string;
    connections: number;
    /** Requests in all: the run ends when they are done (instead of after a duration). */
    amount: number;
    /** Requests per connection: each connection is one virtual user doing a fixed number of iterations. */
    maxConnectionRequests: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    setupClient?: (client: Client) => void;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; sent: number };
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
