/** An IntersectionObserver under which every observed element is on screen at once (happy-dom's never reports). */
export class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
}

/** An IntersectionObserver that never reports: everything stays off screen. */
export class OffscreenObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}
