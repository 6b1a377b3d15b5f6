import type { AssistantReply as Reply, FormConfig } from '@concierge/shared';

function FormFields({ formConfig }: { formConfig: FormConfig }) {
  return (
    <ul className="mt-1 space-y-0.5">
      {formConfig.fields.map((field) => (
        <li key={field.key ?? field.label} className="text-xs text-slate-600">
          {field.label}
          {field.required && (
            <span className="text-red-600" aria-label="required">
              {' '}
              *
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

interface AssistantReplyProps {
  reply: Reply;
  /** The Chat History drawer also shows the form's submit button text and style. */
  showSubmitButton?: boolean;
}

/**
 * An assistant reply as SPEC §2 User Details describes it: plain text; a shown form as its title,
 * field labels (required ones starred) and 'Category: …'; any other action as 'Action: …' and
 * 'Category: …'; an action's `message` above it.
 */
export function AssistantReply({ reply, showSubmitButton = false }: AssistantReplyProps) {
  if (typeof reply === 'string') return <p className="whitespace-pre-wrap">{reply}</p>;
  if (!reply.message) return <ActionReply reply={reply} showSubmitButton={showSubmitButton} />;
  // What the bot said before the action, e.g. why it offered a form instead of a person.
  return (
    <div className="space-y-1.5">
      <p className="whitespace-pre-wrap">{reply.message}</p>
      <ActionReply reply={reply} showSubmitButton={showSubmitButton} />
    </div>
  );
}

function ActionReply({
  reply,
  showSubmitButton,
}: {
  reply: Exclude<Reply, string>;
  showSubmitButton: boolean;
}) {
  const { formConfig } = reply;
  if (reply.action === 'show_form' && formConfig) {
    return (
      <div>
        {showSubmitButton && <p className="text-xs text-slate-600">Category: {reply.category}</p>}
        <p className="font-medium">{formConfig.title}</p>
        <FormFields formConfig={formConfig} />
        {showSubmitButton ? (
          <p className="mt-1 text-xs text-slate-600">
            Button: {formConfig.submitButton.text} (
            {formConfig.submitButton.style === 'primary' ? 'primary' : 'other'})
          </p>
        ) : (
          <p className="mt-1 text-xs text-slate-600">Category: {reply.category}</p>
        )}
      </div>
    );
  }
  return (
    <div>
      <p>Action: {reply.action}</p>
      <p className="text-xs text-slate-500">Category: {reply.category}</p>
    </div>
  );
}
