import type { FaqEntry, HelpArticle } from '@concierge/shared';

/** An article as written here; the helpful counts and the reader's vote come from help_votes. */
export type HelpArticleContent = Omit<HelpArticle, 'helpful' | 'notHelpful' | 'myVote'>;
export type FaqContent = Omit<FaqEntry, 'helpful' | 'notHelpful' | 'myVote'>;

/*
 * The one place the product's help lives. Ids are stable slugs: votes reference them, so rename a
 * title freely but never an id. Content is plain text: blank lines between paragraphs, "- " items.
 */
export const helpArticles: readonly HelpArticleContent[] = [
  {
    id: 'getting-started-first-day',
    title: 'Your first day with Concierge',
    category: 'Getting Started',
    tags: ['onboarding', 'setup', 'wizard'],
    lastUpdated: '2025-01-15',
    content: `Concierge runs an AI chatbot on your website that answers from your own knowledge base. After you sign up and verify your e-mail with the six-digit code, the onboarding wizard walks you through five steps: Business Basics, Goals and Deployment, Knowledge Sources, Policies Tone and Personality, and Review and Launch.

- Earlier steps are saved in your browser as you go; only Complete Setup on the last step submits everything.
- Required fields are marked * and you cannot continue until they are filled in.
- Turn on AI Suggestions to get proposals once the setup is more than 30% complete.

When you complete the setup, Concierge renames your organization, writes a starter knowledge base from your answers, reads the documents you uploaded, queues a crawl of your website if you chose it as a source, and sets the bot's name, greeting, fallback reply and tone. You land on the dashboard, ready to review the knowledge and deploy the widget.`,
  },
  {
    id: 'dashboard-overview',
    title: 'Reading the dashboard',
    category: 'Getting Started',
    tags: ['dashboard', 'overview', 'users'],
    lastUpdated: '2025-01-15',
    content: `The dashboard (Home) greets you with your organization's name and shows today's activity at a glance.

- Sessions Today, Chats Initiated, Total Messages and Ended Chats count today's conversations in your organization's time zone.
- User Interactions shows Appointments, Home Collection and Test Reports; Inquiries and Feedback shows General Inquiries, Complaints and Likes / Dislikes.
- Latest Users lists the newest people who chatted with your bot. Click one to open their profile, or View All Users to open the Users page.

If you belong to more than one organization, switch between them with the organization switcher in the header; every page then shows the chosen organization's data.`,
  },
  {
    id: 'notifications-and-bell',
    title: 'Notifications: the bell and e-mail',
    category: 'Getting Started',
    tags: ['notifications', 'bell', 'email', 'weekly report'],
    lastUpdated: '2025-01-20',
    content: `The bell in the header collects what needs your attention: new conversations, questions the bot could not answer, warnings about the month's chat quota, and every submitted form. Open it to read them and mark them as read.

Each member chooses which of these also arrive by e-mail under Settings → Notifications:

- New conversations
- Failed responses (questions the bot could not answer)
- Quota warnings
- Weekly reports, delivered on Monday mornings

These choices are personal: changing them does not affect your colleagues.`,
  },
  {
    id: 'add-questions-and-answers',
    title: 'Adding questions, answers and written content',
    category: 'Knowledge Base',
    tags: ['knowledge base', 'q&a', 'content'],
    lastUpdated: '2025-01-18',
    content: `Your bot answers only from your organization's published knowledge. To teach it something, open Knowledgebase and choose Add Content.

- Pick the content type: a question and answer pair, or a written piece with a title and content.
- Write the answer the way you would say it to a visitor; the bot quotes and rephrases it.
- Save it. The new entry appears in All Content and in Questions & Answers.

Use the search box and the Source and Status filters to find entries again. Open an entry to see its content, keywords, word count, reading time and version. Entries marked needs_review or draft are not used for answers until they are published.`,
  },
  {
    id: 'upload-documents',
    title: 'Uploading documents to the knowledge base',
    category: 'Knowledge Base',
    tags: ['upload', 'documents', 'pdf', 'files'],
    lastUpdated: '2025-01-18',
    content: `Price lists, preparation instructions and policies often already exist as files. Drag them onto the upload area in Knowledgebase, or click to browse; you can add several at once.

- Accepted types: .pdf, .doc, .docx, .txt and .md.
- Each file may be up to 20 MB.
- While a file is read it shows the processing status; when done it appears under Files & Documents with its name, size and word count.

If a file fails to process, check that it contains selectable text (a scanned image holds no text to read) and upload it again.`,
  },
  {
    id: 'crawl-your-website',
    title: 'Crawling your website',
    category: 'Knowledge Base',
    tags: ['crawl', 'website', 'schedule'],
    lastUpdated: '2025-01-22',
    content: `Concierge can read your public web pages and keep them current. In Knowledgebase choose Add Website, enter the address and pick:

- Scope: a single page, or the whole site starting from that address.
- Frequency: daily, weekly or monthly re-crawls, so changed pages are updated automatically.
- Exclude patterns for parts of the site the bot should ignore, such as login or cart pages.

Crawled pages appear under Website Content. The Crawl Settings tab lists every site with its status, scope, frequency, pages processed and found, and when it was last crawled. Website crawling is part of the Professional and Enterprise plans.`,
  },
  {
    id: 'customize-bot-appearance',
    title: "Customizing your bot's look and behavior",
    category: 'Bot Setup',
    tags: ['bot setup', 'appearance', 'greeting', 'features'],
    lastUpdated: '2025-01-12',
    content: `Bot Setup & Deploy has four tabs, in order: Appearance, Behavior, Features and Deploy. Each tab has its own Save button, and a successful save opens the next tab.

- Appearance: the bot's name, greeting, avatar, primary color and position on the page (bottom right or bottom left).
- Behavior: a proactive greeting, collecting feedback after answers, and how many times the bot retries before offering help.
- Features: lead capture, appointment booking, ticket creation and human handoff.

The live preview beside the settings shows your changes as you make them; you can hide it when you need the room.`,
  },
  {
    id: 'deploy-the-widget',
    title: 'Deploying the chat widget on your website',
    category: 'Bot Setup',
    tags: ['deploy', 'embed', 'widget', 'allowed domains'],
    lastUpdated: '2025-01-12',
    content: `Open Bot Setup & Deploy and go to the Deploy tab.

- Add every domain the widget will run on to the allowed domains list, for example www.example.com. The widget refuses to chat on any other site.
- Save the tab.
- Copy the embed snippet and paste it into your website's HTML just before the closing body tag, on every page where the bot should appear.

The snippet loads the widget script and passes your bot id, primary color and position. The status line tells you on how many domains the widget is live. Changes to appearance apply the next time a visitor loads the page; you do not need to paste the snippet again.`,
  },
  {
    id: 'forms-and-handoffs',
    title: 'Forms visitors submit through the bot',
    category: 'Bot Setup',
    tags: ['forms', 'appointments', 'submitted forms'],
    lastUpdated: '2025-01-25',
    content: `When a visitor wants to book an appointment, request home sample collection, file a complaint, send an inquiry or get a test report, the bot recognizes the intent and offers the matching form.

Submitted forms appear on the Submitted Forms page, newest first, and each one also arrives under the bell. Work through them there:

- Process a form once you have handled the request.
- Cancel a form that will not be handled, for example a duplicate.

Editors, admins and owners can process or cancel forms; viewers can read them. Forms can also be sent on to Slack, Microsoft Teams or a webhook (see Integrations).`,
  },
  {
    id: 'conversations-and-analytics',
    title: 'Understanding Conversations & Analytics',
    category: 'Analytics',
    tags: ['analytics', 'conversations', 'charts', 'export'],
    lastUpdated: '2025-01-28',
    content: `Conversations & Analytics shows how your bot is doing over the last 7 or the last 30 days (the default).

- Cards: Total Sessions, Total Messages, Ended Chats and Chat Initiated in the chosen range.
- Sessions Over Time charts daily sessions; Form Categories compares Appointments, Home Collection, Complaints, General Inquiry and Test Reports.
- Open a conversation to read it message by message, with the detected intent, how long ago it started and the bot's confidence in each answer.

Use Export to download the conversations as a CSV file, one row per message, for a spreadsheet.`,
  },
  {
    id: 'unanswered-questions',
    title: 'Improving answers with Unanswered questions',
    category: 'Analytics',
    tags: ['unanswered', 'fallback', 'knowledge gaps'],
    lastUpdated: '2025-01-28',
    content: `When the bot is not confident enough to answer, it replies with your fallback message. Those questions are not lost: the Unanswered questions panel in Conversations & Analytics groups them so you can see what visitors ask most.

- The panel shows the top 20 groups of similar questions the bot could not answer.
- Answer a group right there: Concierge adds the answer to your knowledge base as a question and answer entry and marks the group's questions answered.
- For longer topics, add written content or upload a document in the Knowledgebase instead.

Reviewing this panel once a week is the quickest way to raise your answer rate.`,
  },
  {
    id: 'users-and-profiles',
    title: 'Users: the people who chat with your bot',
    category: 'Analytics',
    tags: ['users', 'leads', 'profiles'],
    lastUpdated: '2025-01-28',
    content: `The Users page lists everyone who started a chat and left their details, newest first, with username, e-mail and phone. Search by username, e-mail or phone to find someone.

Open a user to see their details. The users, their forms and their conversations are also available to your other systems through the read-only integration API (see API keys).`,
  },
  {
    id: 'team-roles',
    title: 'Team roles: viewer, editor, admin and owner',
    category: 'Team Management',
    tags: ['team', 'roles', 'permissions'],
    lastUpdated: '2025-02-01',
    content: `Every member of an organization has one role. Each role can do everything the roles before it can:

- Viewer: reads every page: knowledge, conversations, analytics, users and forms.
- Editor: also adds and edits knowledge and processes or cancels submitted forms.
- Admin: also manages the team and invitations, organization settings, API keys and integrations.
- Owner: also manages owners and billing.

Change a member's role, or remove a member, under Settings → Team. Every member may read help, create support tickets and follow them under My Tickets.`,
  },
  {
    id: 'invite-team-members',
    title: 'Inviting team members',
    category: 'Team Management',
    tags: ['team', 'invitations', 'seats'],
    lastUpdated: '2025-02-01',
    content: `Admins and owners invite colleagues under Settings → Team → Invite Team Member.

- Enter the colleague's e-mail address and choose a role: viewer, editor or admin.
- Concierge e-mails an invitation link that stays valid for 7 days.
- Pending invitations are listed on the Team tab, where you can resend or revoke them.

Each member and pending invitation takes a seat of your plan. When the seats are full, upgrade the plan or remove a member before inviting another.`,
  },
  {
    id: 'api-keys-integration-api',
    title: 'API keys and the integration API',
    category: 'Team Management',
    tags: ['api', 'api keys', 'integration', 'developers'],
    lastUpdated: '2025-02-03',
    content: `Your other systems can read submitted forms, users and conversations through the read-only integration API.

- An admin or owner creates a production or development key under Settings → Security. The full key is shown once: copy it then.
- Send it as a bearer token: Authorization: Bearer <key>.
- Endpoints: GET /api/v1/forms, GET /api/v1/app-users and GET /api/v1/conversations, all paginated.

Regenerating a key stops the old one at once, so update your systems right after. The full API reference is served at /api/docs.`,
  },
  {
    id: 'connect-integrations',
    title: 'Connecting Slack, Microsoft Teams, Zapier and Google Analytics',
    category: 'Team Management',
    tags: ['integrations', 'slack', 'teams', 'zapier', 'webhooks', 'google analytics'],
    lastUpdated: '2025-02-05',
    content: `Admins connect integrations under Settings → Integrations.

- Slack and Microsoft Teams: paste an incoming-webhook URL; a message is posted for each submitted form and each handoff request.
- Zapier or any URL: Concierge sends signed JSON events form.submitted and conversation.ended, retries failed deliveries with backoff, and keeps a delivery log you can read on the card.
- Google Analytics: enter your measurement ID and the widget sends its events to it.

Verify each webhook's signature with the signing secret shown on the card, so your endpoint accepts only events that really come from Concierge.`,
  },
  {
    id: 'plans-and-limits',
    title: 'Plans, limits and what counts',
    category: 'Billing and Plans',
    tags: ['billing', 'plans', 'limits', 'quota'],
    lastUpdated: '2025-02-10',
    content: `Every new organization starts on a trial with 100 conversations a month and 2 seats. The plans are:

- Starter ($19 a month): 500 conversations a month, 2 team seats, 50 knowledge entries, 3 integrations.
- Professional ($49 a month): 3,000 conversations a month, 5 team seats, unlimited knowledge base, 10 integrations and website crawling.
- Enterprise ($149 a month): unlimited conversations, seats, knowledge and integrations.

A conversation counts when a visitor starts a chat. You get a quota warning under the bell before the month's limit is reached. Check your current usage on the Billing page.`,
  },
  {
    id: 'change-your-plan',
    title: 'Changing your plan',
    category: 'Billing and Plans',
    tags: ['billing', 'upgrade', 'downgrade'],
    lastUpdated: '2025-02-10',
    content: `Only owners manage billing. Open Billing, look through the available plans and choose Upgrade or Choose Plan on the one you want. Confirm the change; it takes effect immediately.

- An upgrade raises your limits at once.
- Before downgrading, make sure your seats, knowledge entries and integrations fit the smaller plan's limits.

Your billing history lists past invoices. If you have a question about a charge, create a support ticket from Contact Support.`,
  },
];

export const helpFaqs: readonly FaqContent[] = [
  {
    id: 'how-long-is-the-verification-code-valid',
    question: 'How long is the e-mail verification code valid?',
    answer:
      'The six-digit code is valid for 60 seconds. If it expires, choose Resend on the verification screen; the boxes clear and a new code is sent.',
    category: 'Getting Started',
  },
  {
    id: 'can-i-skip-onboarding',
    question: 'Do I have to finish the onboarding wizard?',
    answer:
      'The wizard writes your starter knowledge base and sets up the bot, so finishing it is the quickest start. Earlier steps are saved in your browser, so you can come back and continue where you left off.',
    category: 'Getting Started',
  },
  {
    id: 'switch-organization',
    question: 'I belong to two organizations. How do I switch?',
    answer:
      "Use the organization switcher in the header. It lists each organization with its plan and marks the current one; every page then shows the chosen organization's data.",
    category: 'Getting Started',
  },
  {
    id: 'which-file-types',
    question: 'Which file types can I upload to the knowledge base?',
    answer:
      '.pdf, .doc, .docx, .txt and .md files, up to 20 MB each. You can upload several at once.',
    category: 'Knowledge Base',
  },
  {
    id: 'why-did-the-bot-not-use-my-entry',
    question: 'Why does the bot not use an entry I added?',
    answer:
      'The bot answers only from published entries. Check the entry status in the Knowledgebase: draft, needs_review, processing or failed entries are not used until they are published.',
    category: 'Knowledge Base',
  },
  {
    id: 'how-often-is-my-site-crawled',
    question: 'How often is my website re-crawled?',
    answer:
      'As often as you choose when adding the site: daily, weekly or monthly. The Crawl Settings tab shows when each site was last crawled and how many pages were processed.',
    category: 'Knowledge Base',
  },
  {
    id: 'widget-not-showing',
    question: 'The widget does not appear on my website. What should I check?',
    answer:
      "Make sure the site's domain is in the allowed domains list on the Deploy tab and that the tab was saved, and that the embed snippet is on the page. The widget does not chat on domains that are not allowed.",
    category: 'Bot Setup',
  },
  {
    id: 'change-bot-color',
    question: 'Do I need a new embed snippet after changing the bot color or greeting?',
    answer:
      'No. Save the change in Bot Setup & Deploy and visitors get it the next time they load the page.',
    category: 'Bot Setup',
  },
  {
    id: 'what-is-the-fallback-reply',
    question: 'What happens when the bot does not know the answer?',
    answer:
      'It replies with your fallback message and records the question in the Unanswered questions panel of Conversations & Analytics, so you can add the missing answer.',
    category: 'Bot Setup',
  },
  {
    id: 'export-conversations',
    question: 'Can I export my conversations?',
    answer:
      'Yes. In Conversations & Analytics choose the range (last 7 or 30 days) and use Export. Your systems can also read conversations through GET /api/v1/conversations with an API key.',
    category: 'Analytics',
  },
  {
    id: 'what-is-confidence',
    question: 'What does the confidence percentage on an answer mean?',
    answer:
      "It is how closely the bot's answer matches your knowledge. Below a threshold the bot uses the fallback reply instead of guessing.",
    category: 'Analytics',
  },
  {
    id: 'who-can-process-forms',
    question: 'Who can process or cancel submitted forms?',
    answer: 'Editors, admins and owners. Viewers can read the forms but not change their status.',
    category: 'Team Management',
  },
  {
    id: 'invitation-expired',
    question: 'My colleague’s invitation link expired. What now?',
    answer:
      'Invitation links are valid for 7 days. An admin or owner can revoke the old invitation under Settings → Team and send a new one.',
    category: 'Team Management',
  },
  {
    id: 'webhook-signature',
    question: 'How do I know a webhook really came from Concierge?',
    answer:
      'Every event to Zapier or your own URL is signed. Check the signature with the signing secret shown on the integration card under Settings → Integrations, and reject events whose signature does not match.',
    category: 'Team Management',
  },
  {
    id: 'what-happens-at-the-limit',
    question: 'What happens when we reach our monthly conversation limit?',
    answer:
      'You receive a quota warning under the bell (and by e-mail if you chose it) before the limit is reached. An owner can upgrade the plan on the Billing page to raise the limit at once.',
    category: 'Billing and Plans',
  },
  {
    id: 'who-can-change-the-plan',
    question: 'Who can change our plan?',
    answer: 'Only owners of the organization can change the plan or manage billing.',
    category: 'Billing and Plans',
  },
];
