import type { RealtimeEvent } from '@pvz/contracts/api/chat';

/**
 * The browser's WebSocket as our realtime connection uses it, for component tests: the test opens it
 * (or lets it open by itself), speaks for the gateway with `hear`, and reads what the page `sent`.
 */
export class FakeWebSocket {
  static readonly OPEN = 1;
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  static get latest(): FakeWebSocket | undefined {
    return FakeWebSocket.made.at(-1);
  }

  /** Puts the fake in place of the browser's WebSocket; its sockets open by themselves when `autoOpen`. */
  static install(autoOpen = true): void {
    FakeWebSocket.made = [];
    const Opening = class extends FakeWebSocket {
      constructor(url: string) {
        super(url);
        if (autoOpen) setTimeout(() => this.open());
      }
    };
    (globalThis as { WebSocket: unknown }).WebSocket = Opening;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  /** closed by the page, or by the gateway with its code */
  close(code = 1000): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }

  hear(event: RealtimeEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}
