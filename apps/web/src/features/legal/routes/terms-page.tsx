import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <p>
        Concierge lets your organization build, train and deploy an AI chatbot on your own website.
        The service includes the dashboard, the embeddable chat widget, the knowledge base,
        conversation analytics and the handling of forms your visitors submit through the bot.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <>
        <p>
          You must give accurate information when you sign up and verify your email address. You are
          responsible for everything done under your account and for keeping your password secret.
          Tell us at once if you believe your account has been used without permission.
        </p>
        <p>
          The person who creates an organization is its owner and may invite others. Owners and
          admins decide who has access to the organization’s data.
        </p>
      </>
    ),
  },
  {
    heading: 'Your content and your visitors',
    body: (
      <>
        <p>
          You keep all rights to the content you add: questions and answers, documents, crawled
          website pages and bot settings. You grant us the limited right to store and process it
          only to run the service for you.
        </p>
        <p>
          You are responsible for telling your website visitors that they talk to an automated
          assistant, for the answers your knowledge base leads the bot to give, and for having a
          lawful basis to collect the personal data your forms ask for.
        </p>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not use Concierge to send spam, to deceive or harass people, to collect data you have no
        right to collect, to break the law, or to probe, overload or get around the security of the
        service. We may suspend an account that does so.
      </p>
    ),
  },
  {
    heading: 'Plans, trials and payment',
    body: (
      <p>
        New organizations start on a free trial. Paid plans are billed in advance for each billing
        period and renew until cancelled. Usage limits (conversations, seats, knowledge entries,
        integrations) depend on your plan. You can cancel at any time; the plan stays active until
        the end of the period already paid.
      </p>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <p>
        We work to keep Concierge available and secure but cannot promise it will never be
        interrupted. AI answers can be wrong; review important answers before relying on them. We
        may improve or change features and will give notice of material changes to these terms.
      </p>
    ),
  },
  {
    heading: 'Liability and termination',
    body: (
      <p>
        To the extent the law allows, our total liability is limited to the fees you paid in the
        twelve months before the claim. You may close your account at any time; we may close it for
        a serious breach of these terms. After closing, you can export your data for 30 days before
        it is deleted.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="January 1, 2025"
      intro={
        <p>
          These terms govern your use of Concierge. By creating an account you agree to them on
          behalf of yourself and the organization you register.
        </p>
      }
      sections={sections}
    />
  );
}
