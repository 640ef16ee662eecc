import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderWithProviders } from '../../../components/test-utils';
import { TicketFacts } from './ticket-facts';
import { ticketDetail } from './ticket-fixture';

/** The value shown against a label in one of the facts cards. */
const valueOf = (card: string, label: string) => {
  const terms = within(screen.getByRole('region', { name: card })).getAllByText(label, { selector: 'dt' });
  return terms[terms.length - 1]!.nextElementSibling;
};

describe('TicketFacts', () => {
  it('names how the person came and their phone system in words, not codes', () => {
    renderWithProviders(<TicketFacts ticket={ticketDetail()} />);
    expect(valueOf('Member', 'Scope')).toHaveTextContent(/^App$/);
    expect(valueOf('Device details', 'OS')).toHaveTextContent(/^Android$/);
  });

  it('speaks French, and shows a code it does not know as it came', async () => {
    await i18n.changeLanguage('fr');
    try {
      const ticket = ticketDetail();
      renderWithProviders(
        <TicketFacts ticket={{ ...ticket, deviceDetails: { ...ticket.deviceDetails, os: 'ios' } }} />,
      );
      expect(valueOf('Membre', 'Provenance')).toHaveTextContent(/^Application$/);
      expect(valueOf("Détails de l'appareil", "Système d'exploitation")).toHaveTextContent(/^iOS$/);
    } finally {
      await i18n.changeLanguage('en');
    }
    renderWithProviders(
      <TicketFacts
        ticket={ticketDetail({ deviceDetails: { ...ticketDetail().deviceDetails, os: 'harmonyos' } })}
      />,
    );
    expect(screen.getByText('harmonyos')).toBeInTheDocument();
  });
});
