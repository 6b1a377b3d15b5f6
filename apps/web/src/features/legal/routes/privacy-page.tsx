import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Account data: your name, email address, organization name, phone and timezone.</li>
        <li>Content you add: knowledge base entries, uploaded documents and crawled pages.</li>
        <li>
          Conversation data: messages your website visitors exchange with your bot and the forms
          they submit, such as appointment or inquiry details.
        </li>
        <li>Technical data: log records, browser type and approximate location from IP address.</li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        We use this data to run the service: to sign you in, to let your bot answer from your
        knowledge base, to show you conversations and analytics, to send you verification codes and
        service emails, to secure the platform and to bill you. We do not sell personal data and do
        not use your content to train models for other customers.
      </p>
    ),
  },
  {
    heading: 'Your role and ours',
    body: (
      <p>
        For the data of your website visitors, your organization is the controller and Concierge
        processes it on your behalf and on your instructions. For your own account data, Concierge
        is the controller.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We share data only with service providers that help us run Concierge (hosting, email
        delivery, payment processing and, if enabled, an AI language model provider), bound by
        contracts to protect it, or when the law requires it.
      </p>
    ),
  },
  {
    heading: 'Security and retention',
    body: (
      <p>
        Data is encrypted in transit, passwords are stored only as strong hashes, and each
        organization’s data is kept separate from every other’s. We keep data while your account is
        active and delete it within 30 days after the account is closed, unless the law requires us
        to keep it longer.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can see and correct your profile in Settings at any time. You may ask us for a copy of
        your data, for its deletion, or object to its processing. Visitors of your website should
        address such requests to your organization, and we will help you answer them.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        The dashboard uses one essential cookie to keep you signed in and browser storage to
        remember your preferences, such as the organization you last selected. We use no advertising
        cookies.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 1, 2025"
      intro={
        <p>
          This policy explains what personal data Concierge collects, why, and the choices you have.
          It applies to the dashboard and to the chat widget you place on your website.
        </p>
      }
      sections={sections}
    />
  );
}
