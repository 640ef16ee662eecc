import { describe, expect, it } from 'vitest';
import { payloadTemplate, templateCache } from '../src/modules/push-delivery/providers/payload';

// The senders build a notification's JSON once and splice each device's token and delivery id in: the result
// must be exactly what serializing the whole message would give, whatever the texts hold.
describe('push payload templates', () => {
  const build = (title: string, data: Record<string, string>) => (token: string, deliveryId: string) =>
    JSON.stringify({ message: { token, notification: { title }, data: { ...data, deliveryId } } });

  it('splices JSON-escaped tokens and ids into the prebuilt JSON', () => {
    const cases = [
      ['Boil-water "advisory"', 'fcm-1', 'a0b1'],
      ['Évacuation \\ route 6\n', 'tok"en\u0001', '</script>'],
      ['\u0001marker-like\u0001 ✓', '', 'id-with-\u2028'],
    ];
    for (const [title, token, id] of cases) {
      const direct = build(title, { notificationId: 'n1' });
      expect(payloadTemplate(direct)(token, id)).toBe(direct(token, id));
      expect(JSON.parse(payloadTemplate(direct)(token, id)).message.token).toBe(token);
    }
  });

  it('is reused while the notification is the same and rebuilt when anything it depends on changes', () => {
    const cache = templateCache();
    let builds = 0;
    const counted = (title: string, data: Record<string, string>) => {
      const b = build(title, data);
      return (token: string, id: string) => (builds++, b(token, id));
    };
    const first = cache(['Title', { notificationId: 'n1' }], counted('Title', { notificationId: 'n1' }));
    // Another data object with the same entries: the same template.
    expect(cache(['Title', { notificationId: 'n1' }], counted('Title', { notificationId: 'n1' }))).toBe(
      first,
    );
    expect(builds).toBe(1);
    const other = cache(['Title', { notificationId: 'n2' }], counted('Title', { notificationId: 'n2' }));
    expect(other).not.toBe(first);
    expect(JSON.parse(other('t', 'i')).message.data).toEqual({ notificationId: 'n2', deliveryId: 'i' });
    const extra = cache(
      ['Title', { notificationId: 'n2', feedItemId: 'f' }],
      counted('Title', { notificationId: 'n2', feedItemId: 'f' }),
    );
    expect(extra).not.toBe(other);
    expect(cache(['Other', { notificationId: 'n2', feedItemId: 'f' }], counted('Other', {}))).not.toBe(extra);
  });
});
