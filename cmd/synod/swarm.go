package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/tasks"
)

// newSwarmCmd groups the RL Swarm commands.
func newSwarmCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "swarm",
		Short: "Create, join and inspect RL Swarms (answer, critique, vote rounds committed on chain)",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newSwarmCreateCmd(g))
	cmd.AddCommand(newSwarmJoinCmd(g))
	cmd.AddCommand(newSwarmStatusCmd(g))
	cmd.AddCommand(newSwarmWinnersCmd(g))
	return cmd
}

// swarmChain connects to the chain named by the config's [chain] section.
// Swarms live on a chain shared by every member, so only "rpc" mode works
// here; the embedded chain exists inside one process (synod devnet).
func swarmChain(ctx context.Context, cfg *config.Config) (*chain.Chain, func(), error) {
	return daemon.DialChain(ctx, cfg)
}

// swarmIDArg is --swarm, or the config's swarm.id.
func swarmIDArg(flag string, cfg *config.Config) (*big.Int, error) {
	if flag == "" {
		flag = cfg.Swarm.ID
	}
	if flag == "" {
		return nil, errors.New("which swarm? give --swarm ID (or set swarm.id in the config)")
	}
	return config.ParseSwarmID(flag)
}

type createResult struct {
	SwarmID      string    `json:"swarm_id"`
	Coordinator  string    `json:"coordinator"`
	Start        time.Time `json:"start"`
	RoundSeconds uint32    `json:"round_seconds"`
	Stages       int       `json:"stages"`
	StageSeconds float64   `json:"stage_seconds"`
	TrainSeconds float64   `json:"train_seconds"`
	ModelCID     string    `json:"model_cid"`
	TaskFamily   string    `json:"task_family"`
	// LocalRollouts and ExternalRollouts are SAPO's I and J.
	LocalRollouts    uint8  `json:"local_rollouts"`
	ExternalRollouts uint8  `json:"external_rollouts"`
	ContractAddrs    string `json:"coordinator_contract"`
}

func newSwarmCreateCmd(g *globals) *cobra.Command {
	var (
		roundDur, startIn time.Duration
		modelCID, family  string
		keyFile, passFile string
		training          bool
		devIndex          int
		questions, shown  uint8
		winners           uint8
		local, external   uint8
		asJSON            bool
	)
	cmd := &cobra.Command{
		Use:   "create",
		Short: "Create a swarm on the coordinator contract (you become its coordinator)",
		Long: `create registers a new swarm on the SwarmCoordinator contract of the configured chain: rounds of
--round starting --start-in from now, the base model's CID and a task family. A round is split into
four equal stages: answer, critique, vote and training (members exchange their round summaries and
shared rollouts and update their policies before the next round); --training=false splits it into
the three message stages only, rounds following each other back to back. It prints the swarm ID that members pass to
'synod swarm join --swarm ID'. The coordinator key is the node's own key unless --key-file or
--dev-account is given.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			stages := swarmchain.Stages
			if training {
				stages = swarmchain.StagesWithTraining
			}
			if roundDur%time.Second != 0 || roundDur%(time.Duration(stages)*time.Second) != 0 {
				return fmt.Errorf("--round %v: want a multiple of %ds (whole seconds per stage, %d stages)", roundDur, stages, stages)
			}
			var key *ecdsa.PrivateKey
			if keyFile != "" || devIndex >= 0 {
				if key, err = deployKey(keyFile, devIndex); err != nil {
					return err
				}
			} else {
				id, err := loadIdentity(cfg, passFile)
				if err != nil {
					return err
				}
				key = id.ECDSA()
			}
			ctx := cmd.Context()
			c, done, err := swarmChain(ctx, cfg)
			if err != nil {
				return err
			}
			defer done()
			start := time.Now().Add(startIn).Truncate(time.Second)
			var fam [32]byte
			copy(fam[:], crypto.Keccak256([]byte(family)))
			swarmID, err := c.CreateSwarm(ctx, chain.NewAccount(key), chain.SwarmParams{
				StartTime: uint64(start.Unix()), RoundDuration: uint32(roundDur / time.Second), Stages: uint8(stages),
				Questions: questions, Shown: shown, Winners: winners, TaskFamily: fam, ModelCID: modelCID,
				LocalRollouts: local, ExternalRollouts: external,
			})
			if err != nil {
				return fmt.Errorf("creating the swarm: %w", err)
			}
			res := createResult{
				SwarmID: swarmID.String(), Coordinator: crypto.PubkeyToAddress(key.PublicKey).Hex(), Start: start,
				RoundSeconds: uint32(roundDur / time.Second), Stages: stages, StageSeconds: (roundDur / time.Duration(stages)).Seconds(),
				ModelCID: modelCID, TaskFamily: family, ContractAddrs: cfg.Chain.CoordinatorAddress,
				LocalRollouts: local, ExternalRollouts: external,
			}
			if training {
				res.TrainSeconds = res.StageSeconds
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			layout := "answer, critique, vote"
			if training {
				layout += ", training"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "swarm %s created: rounds of %v (%d stages of %v: %s) from %s\n",
				res.SwarmID, roundDur, stages, roundDur/time.Duration(stages), layout, start.Format(time.RFC3339))
			if training {
				fmt.Fprintf(cmd.OutOrStdout(), "members train on %d question groups of their own and %d of their peers' per round\n", local, external)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "join it with: synod swarm join --swarm %s\n", res.SwarmID)
			return nil
		},
	}
	f := cmd.Flags()
	f.DurationVar(&roundDur, "round", 40*time.Second, "round duration (whole seconds per stage: four equal stages, three with --training=false)")
	f.BoolVar(&training, "training", true, "end every round with a training stage")
	f.DurationVar(&startIn, "start-in", 30*time.Second, "time until round 0 starts (members must register before a round starts to commit it)")
	f.StringVar(&modelCID, "model-cid", "", "CID of the swarm's base checkpoint")
	f.Uint8Var(&questions, "questions", round.DefaultQuestions, "questions every member answers per round")
	f.Uint8Var(&shown, "shown", round.DefaultShown, "peers' answers each member is shown in the critique stage")
	f.Uint8Var(&winners, "winners", round.DefaultWinners, "winners per round (at most 64)")
	f.Uint8Var(&local, "local-rollouts", chain.DefaultLocalRollouts, "question groups of its own (SAPO's I, at least 1) each member trains on per round; a node may override it")
	f.Uint8Var(&external, "external-rollouts", chain.DefaultExternalRollouts, "peers' shared question groups (SAPO's J) each member trains on per round; a node may override it")
	f.StringVar(&family, "task-family", tasks.NameProcedural, "task family name (its keccak256 goes on chain); members draw questions from the built-in source it names: "+strings.Join(tasks.SourceNames(), ", "))
	f.StringVar(&keyFile, "key-file", "", "coordinator key: a file holding a hex private key (default: the node's key)")
	f.IntVar(&devIndex, "dev-account", -1, "coordinator key: the well-known dev account N (dev chains only)")
	f.StringVar(&passFile, "passphrase-file", "", "file holding the node key's passphrase")
	f.BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}
