import { Download, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import {
  TEST_CONVERSATION_ID,
  useFetchTestConversation,
} from '#client/features/conversations/api/fetch-test-conversation.ts';
import type { RawAnswer } from '#client/features/conversations/api/raw-answer.ts';
import { useSendTestMessage } from '#client/features/conversations/api/send-test-message.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts });

/** JSON bodies indented for reading; anything else as it came. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

interface CallState {
  isIdle: boolean;
  isPending: boolean;
  data: RawAnswer | undefined;
  error: Error | null;
}

/** The raw answer of the last call: its status and body, or why no answer came (no network). */
function RawResult({ call, label }: { call: CallState; label: string }) {
  const { t } = useTranslation();
  if (call.isIdle) return null;
  let text = t('chat.test.waiting');
  if (call.data) text = `${t('chat.test.status', { status: call.data.status })}\n${readable(call.data.body)}`;
  else if (call.error) text = t('chat.test.noAnswer', { message: call.error.message });
  return (
    <pre
      role="status"
      aria-label={label}
      className="max-h-80 overflow-auto rounded-xl bg-muted p-3 text-xs break-words whitespace-pre-wrap text-foreground"
    >
      {text}
    </pre>
  );
}

function FetchCard() {
  const { t } = useTranslation();
  const fetchConversation = useFetchTestConversation();
  return (
    <Card className="space-y-3">
      <CardHeader className="mb-0">
        <CardTitle>{t('chat.test.fetchTitle', { id: TEST_CONVERSATION_ID })}</CardTitle>
        <CardDescription>{t('chat.test.fetchDescription')}</CardDescription>
      </CardHeader>
      <Button onClick={() => fetchConversation.mutate()} disabled={fetchConversation.isPending}>
        <Download aria-hidden className="size-5" />
        {t('chat.test.fetch', { id: TEST_CONVERSATION_ID })}
      </Button>
      <RawResult call={fetchConversation} label={t('chat.test.fetchResult')} />
    </Card>
  );
}

function SendCard() {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const sendMessage = useSendTestMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendMessage.mutate(content);
  }

  return (
    <Card className="space-y-3">
      <CardHeader className="mb-0">
        <CardTitle>{t('chat.test.sendTitle', { id: TEST_CONVERSATION_ID })}</CardTitle>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <TextareaField
          label={t('chat.test.messageLabel')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          className="min-h-20"
        />
        <Button type="submit" disabled={sendMessage.isPending}>
          <Send aria-hidden className="size-5" />
          {t('chat.test.send', { id: TEST_CONVERSATION_ID })}
        </Button>
      </form>
      <RawResult call={sendMessage} label={t('chat.test.sendResult')} />
    </Card>
  );
}

/**
 * /test-chat: a development aid that calls conversation 5 and prints the raw answers. The
 * server shows only conversations the user takes part in (404 otherwise), so it reveals nothing of anyone else's.
 */
export default function TestChatScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('chat.test.title'));
  if (!user) return null;
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('chat.test.title')}</h1>
        <p className="text-muted-foreground">{t('chat.test.userId', { id: user.id })}</p>
      </header>
      <FetchCard />
      <SendCard />
    </div>
  );
}
