import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Views load their code when first opened; on a busy machine that takes longer than the default 1 s a findBy waits,
// and a sound test failed by chance (a lazy 'Recompensas' view under CI's load).
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
