import { screen, waitFor } from '@testing-library/react';
import type { FormDefinition } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { softwareDefinitions } from '@/test/form-definition-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { IntentBadge } from './intent-badge';

function renderIntents(intents: string[], definitions: FormDefinition[] | null) {
  stubFetch(definitions ? { 'GET /api/auth/form-definitions': { data: definitions } } : {});
  renderWithProviders(
    <>
      {intents.map((intent) => (
        <IntentBadge key={intent} intent={intent} />
      ))}
    </>,
  );
}

describe('IntentBadge', () => {
  it("colours the organization's own form categories", async () => {
    renderIntents(['Support Ticket', 'sales_inquiry', 'question'], softwareDefinitions);

    await waitFor(() =>
      expect(screen.getByText('Support Ticket')).toHaveAttribute('data-color', 'orange'),
    );
    expect(screen.getByText('Sales Inquiry')).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Question')).not.toHaveAttribute('data-color');
  });

  it("keeps SPEC's colours for the lab's categories without definitions", () => {
    renderIntents(['Appointments', 'handoff'], null);

    expect(screen.getByText('Appointments')).toHaveAttribute('data-color', 'blue');
    expect(screen.getByText('Handoff')).not.toHaveAttribute('data-color');
  });
});
