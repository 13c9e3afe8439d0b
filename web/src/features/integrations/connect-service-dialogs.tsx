import { ProgressDialog } from "../../shared/progress-dialog";
import { ResultDialog } from "../../shared/result-dialog";
import { integrationViewTexts } from "./integration-texts";
import type { useConnectService } from "./use-connect-service";

/** The progress dialog while a consent page is being opened, and the error dialog if it cannot be. */
export function ConnectServiceDialogs({ connection }: { connection: ReturnType<typeof useConnectService> }) {
  const { connecting } = connection;
  return (
    <>
      <ProgressDialog
        open={connecting !== null}
        description={connecting ? integrationViewTexts.redirecting(connecting.name, connecting.isDemo) : undefined}
      />
      <ResultDialog outcome={connection.outcome} onClose={connection.dismissOutcome} />
    </>
  );
}
