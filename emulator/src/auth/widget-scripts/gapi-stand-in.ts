// The page-side stand-in for `gapi.iframes`, served as `/emulator/auth/gapi.js`. In production
// the SDK loads Google's frame library from apis.google.com, which an offline machine cannot
// reach; loaded first, this provides the few calls the SDK makes (open, ping, restyle, register,
// send), speaking plain postMessage with the emulator's own frame (frame.ts) and nothing else.

(() => {
  type Callback = (result: unknown) => void;
  type Handler = (data: unknown) => unknown;

  interface StandInMessage {
    gapiStandIn?: 'send' | 'reply' | 'ping';
    id: string;
    type: string;
    data?: unknown;
    result?: unknown;
  }

  interface OpenOptions {
    url: string;
    where?: HTMLElement;
    attributes?: Record<string, string> & { style?: Partial<CSSStyleDeclaration> };
  }

  const globals = window as unknown as { gapi?: { iframes?: { Iframe?: unknown } } };
  if (globals.gapi && globals.gapi.iframes && globals.gapi.iframes.Iframe) return;
  let nextId = 0;

  class Iframe {
    loaded = false;
    private readonly handlers: Record<string, Handler> = {};
    private readonly queued: Record<string, StandInMessage[]> = {};
    private readonly waiting: Record<string, Callback> = {};

    constructor(readonly element: HTMLIFrameElement) {
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.source !== element.contentWindow) return;
        const message = (event.data || {}) as StandInMessage;
        if (message.gapiStandIn === 'reply') {
          const onReply = this.waiting[message.id];
          delete this.waiting[message.id];
          if (onReply) onReply(message.result);
        } else if (message.gapiStandIn === 'send') {
          if (this.handlers[message.type]) this.deliver(message);
          else (this.queued[message.type] = this.queued[message.type] || []).push(message);
        }
      });
    }

    private post(kind: string, type: string, data: unknown, onReply?: Callback): void {
      const id = 'page-' + nextId++;
      if (onReply) this.waiting[id] = onReply;
      this.element.contentWindow?.postMessage({ gapiStandIn: kind, id, type, data }, '*');
    }

    private deliver(message: StandInMessage): void {
      let result: unknown;
      try {
        result = (this.handlers[message.type] as Handler)(message.data);
      } catch {
        result = { status: 'ERROR' };
      }
      this.element.contentWindow?.postMessage(
        { gapiStandIn: 'reply', id: message.id, result: [result] },
        '*',
      );
    }

    register(type: string, handler: Handler): void {
      this.handlers[type] = handler;
      const queued = this.queued[type] || [];
      delete this.queued[type];
      for (const message of queued) this.deliver(message);
    }

    send(type: string, data: unknown, onReply?: Callback): void {
      this.post('send', type, data, (result) => {
        try {
          if (onReply) onReply(result);
        } catch {
          // The SDK's callback throws after answering; gapi swallows it too.
        }
      });
    }

    restyle(): Promise<void> {
      return Promise.resolve();
    }

    ping(onReply?: Callback): Promise<unknown> {
      return new Promise((resolve) => {
        let answered = false;
        const ask = (): void => {
          if (answered) return;
          this.post('ping', 'ping', null, (result) => {
            if (answered) return;
            answered = true;
            if (onReply) onReply(result);
            resolve(result);
          });
        };
        if (this.loaded) ask();
        else this.element.addEventListener('load', ask);
      });
    }
  }

  const context = {
    open(options: OpenOptions, onOpened: (iframe: Iframe) => unknown): unknown {
      const element = document.createElement('iframe');
      const attributes = options.attributes || {};
      for (const name of Object.keys(attributes)) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name] as string);
      }
      const iframe = new Iframe(element);
      element.addEventListener('load', () => {
        iframe.loaded = true;
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return onOpened(iframe);
    },
  };

  const gapi = (globals.gapi = globals.gapi || {}) as Record<string, unknown>;
  gapi.iframes = {
    Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    getContext: () => context,
  };
})();
