import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ResetScope } from '#shared/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import adminTexts from '#shared/locales/es/admin.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ admin: adminTexts });

interface ResetCardProps {
  scope: ResetScope;
  Icon: LucideIcon;
  disabled: boolean;
  onSelect: (scope: ResetScope) => void;
}

/** One of the three resets: what it removes and the button that asks for confirmation. */
export function ResetCard({ scope, Icon, disabled, onSelect }: ResetCardProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={`reset-${scope}-title`}>
      <CardHeader className="flex items-start gap-3 space-y-0">
        <Icon aria-hidden className="mt-1 size-6 shrink-0 text-destructive" />
        <div className="space-y-1.5">
          <CardTitle id={`reset-${scope}-title`} className="text-lg">
            {t(`admin.scopes.${scope}.title`)}
          </CardTitle>
          <CardDescription>{t(`admin.scopes.${scope}.description`)}</CardDescription>
        </div>
      </CardHeader>
      <Button variant="outline" className="w-full" disabled={disabled} onClick={() => onSelect(scope)}>
        {t(`admin.scopes.${scope}.button`)}
      </Button>
    </Card>
  );
}
