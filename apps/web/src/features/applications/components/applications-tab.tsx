import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { isApiError } from '@/lib/api-error';
import { useApplication, useApplications } from '../api/get-applications';
import { type ApplicationContext, ApplicationDetail } from './application-detail';
import { ApplicationMenu } from './application-menu';

type Props = {
  country: string;
  customerId: number;
  /** undefined: no applicationId in the route (the first application, else a new one) */
  applicationId: number | 'new' | undefined;
  company: string;
  context: ApplicationContext | undefined;
  /** Below a saved application: its history panel, composed by the route. */
  history?: ReactNode;
};

/** overview §2.6 Applications tab: the menu of the customer's applications beside the open one. */
export const ApplicationsTab = ({ country, customerId, applicationId, company, context, history }: Props) => {
  const path = useRoutePath();
  const applications = useApplications(country, customerId);
  const application = useApplication(country, customerId, applicationId ?? 'new');
  const isNotFound = isApiError(application.error) && application.error.status === 404;
  const list = applications.data?.customerApplications;
  useLoadingFlash(applications.isPending, 'message.loading_applications');
  useErrorFlash(applications.error);
  useErrorFlash(isNotFound ? null : application.error);
  useInfoFlash(list?.length === 0, 'message.no_application_exists');

  if (isNotFound) return <Navigate replace to={path('not-found')} />;
  if (applicationId === undefined) {
    if (!list) return null;
    const first = list[0];
    return (
      <Navigate replace to={path('customer-application-detail', { customerId, applicationId: first?.id ?? 'new' })} />
    );
  }
  const isReady = applicationId === 'new' || application.data !== undefined;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <ApplicationMenu applications={list ?? []} activeId={applicationId} customerId={customerId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {context && isReady && (
          <ApplicationDetail
            key={applicationId}
            country={country}
            customerId={customerId}
            application={applicationId === 'new' ? undefined : application.data?.customerApplication}
            company={company}
            context={context}
            history={history}
          />
        )}
      </Grid.Col>
    </Grid>
  );
};
