import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssistantReply } from './assistant-reply';

describe('AssistantReply', () => {
  it('shows what the bot said before an action above it', () => {
    render(
      <AssistantReply
        reply={{
          action: 'handoff',
          category: 'Human Handoff',
          message: 'If this is a medical emergency, please call your local emergency number now.',
        }}
      />,
    );
    const said = screen.getByText(/medical emergency/);
    const action = screen.getByText('Action: handoff');
    expect(said.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Category: Human Handoff')).toBeInTheDocument();
  });

  it('shows an action without words as the action alone', () => {
    const { container } = render(
      <AssistantReply reply={{ action: 'handoff', category: 'Human Handoff' }} />,
    );
    expect(container).toHaveTextContent(/^Action: handoffCategory: Human Handoff$/);
  });

  it("shows an organization's own form by its title, fields and category", () => {
    render(
      <AssistantReply
        reply={{
          action: 'show_form',
          category: 'Demo Request',
          formConfig: {
            key: 'demo_request',
            title: 'Book a Demo',
            fields: [
              { key: 'full_name', label: 'Name', type: 'text', required: true },
              { key: 'company_name', label: 'Name', type: 'text', required: false },
              { key: 'team_size', label: 'Team Size', type: 'select', required: false },
            ],
            submitButton: { text: 'Request Demo', style: 'primary' },
          },
        }}
      />,
    );
    expect(screen.getByText('Book a Demo')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name *',
      'Name',
      'Team Size',
    ]);
    expect(screen.getByText('Category: Demo Request')).toBeInTheDocument();
  });
});
