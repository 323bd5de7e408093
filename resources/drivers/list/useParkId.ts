/** The signed-in user's park (`dataProvider.getCurrentUser().taxis_id`); undefined until known. */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

export function useParkId(): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [parkId, setParkId] = useState<number>();
  useEffect(() => {
    let live = true;
    dataProvider.getCurrentUser().then(
      (user) => {
        if (live) setParkId(user.taxis_id);
      },
      // Without a user the http layer has already sent the visitor to the login page.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return parkId;
}
