/** A tiny HTTP client with a cookie jar that behaves like the web app: CSRF header, x-country. */
export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; text: string };

export class ApiClient {
  readonly cookies = new Map<string, string>();
  country: string | undefined;
  /** Set to false to send unsafe requests without the X-XSRF-TOKEN header. */
  sendCsrf = true;
  extraHeaders: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);

  async request<T = any>(method: string, path: string, body?: unknown, rawBody?: string): Promise<ApiResponse<T>> {
    const isUnsafe = method !== 'GET' && method !== 'HEAD';
    if (isUnsafe && this.sendCsrf && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/health');
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (this.country) headers['x-country'] = this.country;
    if (isUnsafe && this.sendCsrf) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const isExpired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }
}
