import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBankStatement } from '../api/bank-statements';
import { StatementList } from './statement-list';
import { StatementPreview } from './statement-preview';
import { StatementUpload } from './statement-upload';

/**
 * Route bank-statements: upload, the preview of the statement in `?statement=` (kept on reload),
 * and the past statements (`?page=`).
 */
export const BankStatementsScreen = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statementId = Number(params.get('statement')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statement = useBankStatement(country, statementId);
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('statement');
      else next.set('statement', String(id));
      return next;
    });

  return (
    <Stack gap="md">
      <StatementUpload country={country} onImported={(imported) => open(imported.id)} />
      {statementId !== null && (
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => open(null)} w="fit-content">
          {t('bank.back_to_list')}
        </Button>
      )}
      {statementId !== null && statement.data && <StatementPreview country={country} statement={statement.data} />}
      {statementId === null && (
        <StatementList
          country={country}
          page={page}
          onPage={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('page', String(next));
              return updated;
            })
          }
          onOpen={(row) => open(row.id)}
        />
      )}
    </Stack>
  );
};
