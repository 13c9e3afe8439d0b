import { BenefitsSection } from "./benefits-section";
import { ConnectSection } from "./connect-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { PartnerLogoStrip } from "./partner-logo-strip";
import { TopBar } from "./top-bar";
import { WorkflowSection } from "./workflow-section";

/** The public page at `/`: under 768 px it switches to the mobile layout (the top bar at 768 px or less). */
export function LandingPage() {
  return (
    // The decorative glows reach past the screen's edge on phones; clipping them keeps the page from scrolling sideways.
    <div className="min-h-screen overflow-x-clip">
      <TopBar />
      <main>
        <HeroSection />
        <PartnerLogoStrip />
        <WorkflowSection />
        <BenefitsSection />
        <ConnectSection />
      </main>
      <LandingFooter />
    </div>
  );
}
