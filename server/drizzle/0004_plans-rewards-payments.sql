CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"percent_off" integer NOT NULL,
	"redemption_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"friend_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"redemption_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_userId_rewardId_redemptionNumber_unique" UNIQUE("user_id","reward_id","redemption_number")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"reward_type" text NOT NULL,
	"reward_value" integer NOT NULL,
	"required_referrals" integer,
	"streak_days" integer,
	"max_redemptions_per_user" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_user_id_index" ON "discount_codes" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "rewards" ("type", "name", "description", "reward_type", "reward_value", "required_referrals", "streak_days", "max_redemptions_per_user") VALUES
	('referral', 'Tu primer amigo', 'Invita a un amigo que se registre con tu código y disfruta de 7 días de Shifu Premium.', 'premium_days', 7, 1, NULL, 1),
	('referral', 'Equipo en marcha', 'Con 3 amigos registrados consigues un 20 % de descuento en tu primer pago de un plan.', 'discount', 20, 3, NULL, 1),
	('referral', 'Embajador de Shifu', 'Con 10 amigos registrados, un mes entero de Shifu Premium.', 'premium_days', 30, 10, NULL, 1),
	('referral', 'Puntos por amistad', 'Suma 150 puntos por cada 2 amigos que traigas (hasta 5 veces).', 'points', 150, 2, NULL, 5),
	('streak', 'Constancia: 3 días', 'Entra 3 días seguidos y gana 50 puntos.', 'points', 50, NULL, 3, 1),
	('streak', 'Semana completa', 'Entra 7 días seguidos y disfruta de 3 días de Shifu Premium.', 'premium_days', 3, NULL, 7, 1),
	('streak', 'Quincena imparable', 'Entra 14 días seguidos y consigue un 15 % de descuento en tu plan.', 'discount', 15, NULL, 14, 1),
	('streak', 'Mes de hábito', 'Entra 30 días seguidos y disfruta de 14 días de Shifu Premium.', 'premium_days', 14, NULL, 30, 1);
