/**
 * A stand-in for XMLHttpRequest in tests: records what the import sends, and lets the test
 * play the upload's progress and the server's answer.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = "";
  url = "";
  withCredentials = false;
  readonly headers = new Map<string, string>();
  body: string | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: string): void {
    this.body = body;
  }

  /** The parsed JSON body that was sent. */
  sentJson(): unknown {
    return this.body === null ? undefined : JSON.parse(this.body);
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { loaded, total, lengthComputable: true }));
  }

  respond(status: number, body: unknown, statusText = ""): void {
    this.upload.dispatchEvent(new Event("load"));
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.events.dispatchEvent(new Event("load"));
  }
}
