// The few parts of the `smpp` package (SMPP 3.4, no types of its own) the SMPP provider uses.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    message_id?: string;
    source_addr?: string;
    destination_addr?: string;
    esm_class?: number;
    short_message?: { message?: string } | string | Buffer;
    receipted_message_id?: string;
    message_state?: number;
    response(options?: object): Pdu;
  }
  export interface Session extends EventEmitter {
    bind_transmitter(options: object, callback: (pdu: Pdu) => void): void;
    bind_receiver(options: object, callback: (pdu: Pdu) => void): void;
    submit_sm(options: object, callback: (pdu: Pdu) => void): void;
    send(pdu: Pdu): void;
    unbind(callback?: () => void): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }
  export function connect(
    options: { host: string; port: number; auto_enquire_link_period?: number },
    listener?: () => void,
  ): Session;
}
