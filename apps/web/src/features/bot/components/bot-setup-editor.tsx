import { chatbotMessages, type ChatbotSettings } from '@concierge/shared';
import {
  ClipboardList,
  Eye,
  EyeOff,
  MessageSquare,
  Palette,
  Rocket,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { AppearanceTab } from './appearance-tab';
import { BehaviorTab } from './behavior-tab';
import { BOT_TABS, isBotTab, nextBotTab, type BotTab } from './bot-tabs';
import { DeployTab } from './deploy-tab';
import { FeaturesTab } from './features-tab';
import { FormsTab } from './forms-tab';
import { LivePreview } from './live-preview';
import { createPreviewFormStore } from './preview-form';
import { useAppearanceForm } from './use-appearance-form';

const TAB_ICONS = {
  appearance: Palette,
  behavior: SlidersHorizontal,
  features: Sparkles,
  forms: ClipboardList,
  deploy: Rocket,
} as const;

interface BotSetupEditorProps {
  settings: ChatbotSettings;
  loadFailed: boolean;
  onRetryLoad: () => void;
}

/**
 * The tabs and the live preview. Every tab stays mounted (only hidden) so unsaved edits
 * survive switching tabs; each tab keeps its own form and save button.
 */
export function BotSetupEditor({ settings, loadFailed, onRetryLoad }: BotSetupEditorProps) {
  const [tab, setTab] = useState<BotTab>('appearance');
  const [previewVisible, setPreviewVisible] = useState(true);
  const [previewForms] = useState(createPreviewFormStore);
  const appearanceForm = useAppearanceForm(settings);
  const previewId = useId();
  const canEdit = useCan('editContent');
  const advance = (from: BotTab) => () => setTab(nextBotTab(from));

  const panels: Record<BotTab, ReactNode> = {
    appearance: (
      <AppearanceTab settings={settings} form={appearanceForm} onSaved={advance('appearance')} />
    ),
    behavior: <BehaviorTab settings={settings} onSaved={advance('behavior')} />,
    features: <FeaturesTab settings={settings} onSaved={advance('features')} />,
    forms: <FormsTab settings={settings} onSaved={advance('forms')} onPreview={previewForms.set} />,
    deploy: <DeployTab settings={settings} onSaved={advance('deploy')} />,
  };

  return (
    <div className="space-y-4">
      {!canEdit && (
        <ReadOnlyNotice>
          your role can look at the bot's settings but not change them.
        </ReadOnlyNotice>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {loadFailed ? (
          <p role="alert" className="flex items-center gap-2 text-sm text-amber-700">
            {chatbotMessages.loadFailed}. Showing the default bot.
            <Button variant="link" size="sm" onClick={onRetryLoad}>
              Retry
            </Button>
          </p>
        ) : (
          <span />
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={previewVisible}
          aria-controls={previewId}
          onClick={() => setPreviewVisible((visible) => !visible)}
        >
          {previewVisible ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
          {previewVisible ? 'Hide preview' : 'Show preview'}
        </Button>
      </div>
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-6',
          previewVisible && 'lg:grid-cols-[minmax(0,1fr)_22rem]',
        )}
      >
        <Tabs value={tab} onValueChange={(value) => isBotTab(value) && setTab(value)}>
          <TabsList aria-label="Bot setup sections">
            {BOT_TABS.map(({ value, label }) => {
              const Icon = TAB_ICONS[value];
              return (
                <TabsTrigger key={value} value={value}>
                  <Icon className="size-4" aria-hidden />
                  {label}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {BOT_TABS.map(({ value }) => (
            <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
              <Card>
                <CardContent>
                  {/* Deploy keeps its test links usable and Forms lets a viewer pick a form to
                      read: each disables only its own inputs. */}
                  {value === 'deploy' || value === 'forms' ? (
                    panels[value]
                  ) : (
                    <fieldset disabled={!canEdit} className="min-w-0">
                      {panels[value]}
                    </fieldset>
                  )}
                </CardContent>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
        <aside
          id={previewId}
          aria-label="Live preview"
          hidden={!previewVisible}
          className="lg:sticky lg:top-6"
        >
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-700">
            <MessageSquare className="size-4" aria-hidden />
            Live preview
          </h2>
          <LivePreview
            control={appearanceForm.control}
            savedColor={settings.primaryColor}
            formPreview={tab === 'forms' ? previewForms : null}
          />
        </aside>
      </div>
    </div>
  );
}
