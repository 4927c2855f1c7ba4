// The front end: OpenCL C source to spir64 bitcode with Clang in-process (DESIGN.md §7.1). No
// child process and no temporary file: the source and clCompileProgram's headers live in an
// in-memory file system laid over the real one, so -I directories still work.
#include "compiler/build_options.hpp"
#include "compiler/build_thread.hpp"
#include "compiler/compiler.hpp"
#include "compiler/kernel_cache.hpp"
#include "compiler/language_features.hpp"
#include "compiler/source_screen.hpp"
#include "compiler/stages.hpp"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/Preprocessor.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <pthread.h>
#include <string>
#include <system_error>
#include <vector>

namespace weft::compiler {
namespace {

// The name the main source has in diagnostics and for relative #include "…" lookups.
constexpr const char* kMainFileName = "input.cl";

/// Where the feature prelude (compiler/language_features.hpp) lies in a build's file system.
constexpr const char* kFeaturePreludeName = "/weft-prelude/features.h";

std::vector<std::string> clangArguments(const BuildOptions& options) {
  std::vector<std::string> args = {
      "-triple", "spir64-unknown-unknown",
      // Optimization level 2 shapes the IR (lifetime markers, TBAA) without running LLVM passes
      // or marking functions optnone: our own pipeline runs after linking.
      "-O2", "-disable-llvm-passes",
      // The verifier's failure is fatal inside clang; we verify ourselves and report it.
      "-disable-llvm-verifier", "-fdeclare-opencl-builtins", "-finclude-default-header",
      "-resource-dir", WEFT_CLANG_RESOURCE_DIR,
      // Host system headers are no business of OpenCL C.
      // The extensions and optional features the device reports, and no others, so that a
      // kernel using another fails to compile instead of failing to link.
      "-nostdsysteminc", clangExtensionArgument(), "-include", kFeaturePreludeName,
      "-cl-std=" + options.clStd,
      // Bounds on the log (issue 16): Clang's own front end has none unless told, so a source
      // with a thousand errors, or one macro expanded through many others, wrote megabytes.
      "-ferror-limit", "50", "-fmacro-backtrace-limit", "6", "-ftemplate-backtrace-limit", "10",
      "-fconstexpr-backtrace-limit", "10",
      // Clang defines __IMAGE_SUPPORT__ for every SPIR target; the prelude defines it when the
      // device reports images.
      "-U__IMAGE_SUPPORT__"};
  args.insert(args.end(), options.clangArgs.begin(), options.clangArgs.end());
  const bool cplusplus = options.clStd.rfind("CLC++", 0) == 0;
  args.insert(args.end(), {"-x", cplusplus ? "clcpp" : "cl", kMainFileName});
  return args;
}

/// Why a file was not included (clang prints "cannot open file 'X': " and this).
class NotSourceCategory final : public std::error_category {
public:
  const char* name() const noexcept override { return "weft-include"; }
  std::string message(int) const override {
    return "not an OpenCL C source or header: Weft includes files named *.cl, *.clh, *.h, *.hh, "
           "*.hpp, *.hxx, *.inc, *.inl, *.def or *.ocl only";
  }
};

/// Why a header was not included although it is source: it holds text Clang 15 misreads
/// (compiler/source_screen.hpp).
class MalformedSourceCategory final : public std::error_category {
public:
  const char* name() const noexcept override { return "weft-source"; }
  std::string message(int) const override {
    return "the header has a '\\N' escape without a character name in braces, which this "
           "compiler cannot read";
  }
};

/// `path` made absolute against `fileSystem`'s directory, without "." and ".." (lexically).
std::string cleanPath(llvm::vfs::FileSystem& fileSystem, const llvm::Twine& path) {
  llvm::SmallString<256> absolute;
  path.toVector(absolute);
  if (fileSystem.makeAbsolute(absolute))
    return {};
  llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  return absolute.str().str();
}

/// Whether `path` names a file inside Clang's resource directory, whose headers are trusted: by
/// its clean absolute form, so that ".." cannot climb out of it, and at a separator.
bool inResourceDir(llvm::vfs::FileSystem& fileSystem, const llvm::Twine& path) {
  return llvm::StringRef(cleanPath(fileSystem, path)).startswith(WEFT_CLANG_RESOURCE_DIR "/");
}

/// The real file system as a build sees it: files that are not sources or headers by their name
/// cannot be opened, so `#include "/etc/passwd"` is one diagnostic, not the file's lines quoted
/// one error at a time in the build log (issue 16). It notes in `readDisk` any question asked of
/// the disk outside Clang's own headers: what the build found there (a header's contents, whether
/// a file exists for `__has_include`) is not in the source, so such a build is not cached.
class SourceFileSystem final : public llvm::vfs::ProxyFileSystem {
public:
  SourceFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> disk, bool& readDisk)
      : ProxyFileSystem(std::move(disk)), m_readDisk(readDisk) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine& path) override {
    note(path);
    return ProxyFileSystem::status(path);
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine& path) override {
    note(path);
    const std::string name = path.str();
    std::string extension = llvm::sys::path::extension(name).lower();
    static constexpr const char* kSourceExtensions[] = {".cl",  ".clh", ".h",   ".hh",  ".hpp",
                                                        ".hxx", ".inc", ".inl", ".def", ".ocl"};
    for (const char* allowed : kSourceExtensions)
      if (extension == allowed)
        return ProxyFileSystem::openFileForRead(path);
    static const NotSourceCategory category;
    return std::error_code(1, category);
  }

private:
  void note(const llvm::Twine& path) {
    if (!inResourceDir(*this, path))
      m_readDisk = true;
  }

  bool& m_readDisk;
};

/// Every header a build includes, from memory or from disk, screened as the main source is
/// (compiler/source_screen.hpp); Clang's own headers are trusted.
class ScreeningFileSystem final : public llvm::vfs::ProxyFileSystem {
public:
  /// `trusted`: the build's own files by absolute path (the source, screened before the build,
  /// and the headers Weft holds in memory: screening Clang's opencl-c-base.h took 3% of a
  /// one-kernel build).
  ScreeningFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> base,
                      std::vector<std::string> trusted)
      : ProxyFileSystem(std::move(base)), m_trusted(std::move(trusted)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine& path) override {
    const std::string name = path.str();
    auto file = ProxyFileSystem::openFileForRead(path);
    if (!file || inResourceDir(*this, name) || trusted(name))
      return file;
    auto contents = (*file)->getBuffer(name);
    if (!contents)
      return contents.getError();
    if (!findMalformedNamedEscape((*contents)->getBuffer(), name).empty()) {
      static const MalformedSourceCategory category;
      return std::error_code(1, category);
    }
    return ProxyFileSystem::openFileForRead(path); // again from the start, for Clang
  }

private:
  /// Exactly one of the trusted paths: a file of the same name elsewhere is screened.
  bool trusted(const std::string& name) {
    return std::find(m_trusted.begin(), m_trusted.end(), cleanPath(*this, name)) != m_trusted.end();
  }

  std::vector<std::string> m_trusted;
};

/// Bounds on what one program may make the front end do (issue 16). A build past one of them
/// stops with a fatal error in its log instead of overflowing the stack, filling memory with a
/// macro's expansion or running for ever: the preprocessor's token watcher counts tokens, looks
/// at the stack left and at the clock, and once a bound is passed ends the input.
// Large real programs expand to a few hundred thousand tokens. The bound also bounds what comes
// after the parser: a chain of 2.4 million additions in one expression (no nesting the stack
// guard could see while lexing) overflowed the build's stack in Clang's recursive walks of the
// tree, and a million additions of a variable cost LLVM 25 s and a gigabyte; 2 million tokens
// hold a chain of at most a million.
constexpr uint64_t kMaxTokens = 2'000'000;
constexpr std::chrono::seconds kMaxFrontEndTime{120};

class FrontEndGuard {
public:
  explicit FrontEndGuard(clang::Preprocessor& preprocessor) : m_preprocessor(preprocessor) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attributes, &low, &size) == 0) {
        m_stackLow = static_cast<char*>(low);
        m_stackReserve = size / 4;
      }
      pthread_attr_destroy(&attributes);
    }
  }

  void operator()(const clang::Token& token) {
    if (m_stopped) {
      endInput(token);
      return;
    }
    char here;
    const char* reason = nullptr;
    if (m_stackLow && size_t(&here - m_stackLow) < m_stackReserve)
      reason = "the program is nested too deeply: its expressions, statements or macros go "
               "deeper than the compiler's stack allows";
    else if (++m_tokens > kMaxTokens)
      reason = "the program is too large: it expands to more than 2,000,000 tokens";
    else if (m_tokens % 4096 == 0 && Clock::now() - m_start > kMaxFrontEndTime)
      reason = "the program took the compiler's front end more than 120 seconds";
    if (!reason)
      return;
    m_stopped = true;
    clang::DiagnosticsEngine& diags = m_preprocessor.getDiagnostics();
    diags.Report(token.getLocation(),
                 diags.getCustomDiagID(clang::DiagnosticsEngine::Fatal, "%0; the build stops here"))
        << reason;
    endInput(token);
  }

private:
  using Clock = std::chrono::steady_clock;

  /// Makes the parser's next token the end of the input, so that it returns from however deep it
  /// is, a level at a time (it may read a few more tokens on the way: each is followed by another
  /// end).
  void endInput(const clang::Token& token) {
    if (token.is(clang::tok::eof))
      return;
    clang::Token end;
    end.startToken();
    end.setKind(clang::tok::eof);
    end.setLocation(token.getLocation());
    m_preprocessor.EnterToken(end, /*IsReinject=*/true);
  }

  clang::Preprocessor& m_preprocessor;
  const char* m_stackLow = nullptr;
  size_t m_stackReserve = 0;
  uint64_t m_tokens = 0;
  Clock::time_point m_start = Clock::now();
  bool m_stopped = false;
};

/// Code generation for the in-process build, with the front end's bounds watched.
class GuardedCodeGenAction final : public clang::EmitLLVMOnlyAction {
public:
  using EmitLLVMOnlyAction::EmitLLVMOnlyAction;

protected:
  bool BeginSourceFileAction(clang::CompilerInstance& instance) override {
    if (!EmitLLVMOnlyAction::BeginSourceFileAction(instance))
      return false;
    clang::Preprocessor& preprocessor = instance.getPreprocessor();
    preprocessor.setTokenWatcher([guard = std::make_shared<FrontEndGuard>(preprocessor)](
                                     const clang::Token& token) { (*guard)(token); });
    return true;
  }
};

/// Clang's opencl-c-base.h, which -finclude-default-header includes by name: Clang looks for it
/// in the build's directory before its own, so a build's file system holds it there (a file of
/// that name on disk could otherwise replace it, and every build would ask the disk). Empty when
/// it cannot be read (Clang then fails as it would).
const std::string& defaultHeader() {
  static const std::string text = [] {
    auto file = llvm::MemoryBuffer::getFile(WEFT_CLANG_RESOURCE_DIR "/include/opencl-c-base.h");
    return file ? (*file)->getBuffer().str() : std::string();
  }();
  return text;
}

std::string currentDirectory() {
  llvm::SmallString<256> path;
  if (llvm::sys::fs::current_path(path))
    return "/";
  return std::string(path);
}

} // namespace

CompileResult compileWithOptions(std::string_view source, const BuildOptions& options,
                                 const std::vector<Header>& headers) {
  CompileResult result;
  // Text Clang 15 itself would misread is refused before it reads it (source_screen.hpp); the
  // headers are screened as they are opened.
  result.log = findMalformedNamedEscape(source, kMainFileName);
  if (!result.log.empty()) {
    result.status = Status::CompileFailed;
    return result;
  }
  llvm::raw_string_ostream log(result.log);

  const std::vector<std::string> args = clangArguments(options);
  std::vector<const char*> argv;
  for (const std::string& arg : args)
    argv.push_back(arg.c_str());

  auto invocation = std::make_shared<clang::CompilerInvocation>();
  {
    auto diagOptions = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
    clang::TextDiagnosticPrinter printer(log, diagOptions.get());
    clang::DiagnosticsEngine diags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), diagOptions,
                                   &printer, false);
    if (!clang::CompilerInvocation::CreateFromArgs(*invocation, argv, diags) ||
        diags.hasErrorOccurred()) {
      log.flush();
      result.status = Status::InvalidOptions;
      return result;
    }
  }

  clang::CompilerInstance instance;
  instance.setInvocation(invocation);
  instance.getDiagnosticOpts().ShowColors = false;
  instance.createDiagnostics(new clang::TextDiagnosticPrinter(log, &instance.getDiagnosticOpts()),
                             true);
  instance.setVerboseOutputStream(log);

  // The source and headers over the real file system, rooted at the process's directory so that
  // relative -I paths mean what they mean to the host program.
  const std::string cwd = currentDirectory();
  auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  memory->setCurrentWorkingDirectory(cwd);
  memory->addFile(kMainFileName, 0, llvm::MemoryBuffer::getMemBufferCopy(source, kMainFileName));
  const std::string_view prelude = featurePrelude();
  memory->addFile(kFeaturePreludeName, 0,
                  llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(prelude.data(), prelude.size()),
                                                   kFeaturePreludeName));
  if (!defaultHeader().empty())
    memory->addFile("opencl-c-base.h", 0,
                    llvm::MemoryBuffer::getMemBuffer(defaultHeader(), "opencl-c-base.h"));
  for (const Header& header : headers)
    memory->addFile(header.name, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(header.source, header.name));
  bool readDisk = false;
  auto overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::makeIntrusiveRefCnt<SourceFileSystem>(
          llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>(
              llvm::vfs::createPhysicalFileSystem().release()),
          readDisk));
  overlay->pushOverlay(memory);
  // Every layer resolves relative names against the same directory, the one the memory holds
  // the build's own files in: a chdir on another thread meanwhile cannot make a name the check
  // trusts lead to a file on disk.
  overlay->setCurrentWorkingDirectory(cwd);
  std::vector<std::string> trusted = {cleanPath(*memory, kMainFileName),
                                      cleanPath(*memory, kFeaturePreludeName)};
  if (!defaultHeader().empty())
    trusted.push_back(cleanPath(*memory, "opencl-c-base.h"));
  instance.createFileManager(
      llvm::makeIntrusiveRefCnt<ScreeningFileSystem>(overlay, std::move(trusted)));
  instance.createSourceManager(instance.getFileManager());

  llvm::LLVMContext context;
  GuardedCodeGenAction action(&context);
  const bool ok = instance.ExecuteAction(action);
  result.readFiles = readDisk;
  std::unique_ptr<llvm::Module> module = ok ? action.takeModule() : nullptr;
  if (!module) {
    log.flush();
    result.status = Status::CompileFailed;
    return result;
  }
  if (llvm::verifyModule(*module, &log)) {
    log << "error: the front end produced invalid IR for this program\n";
    log.flush();
    result.status = Status::CompileFailed;
    return result;
  }
  if (options.optDisable)
    setOptDisableFlag(*module);

  llvm::raw_string_ostream bitcode(result.bitcode);
  llvm::WriteBitcodeToFile(*module, bitcode);
  bitcode.flush();
  log.flush();
  return result;
}

CompileResult compileSource(std::string_view source, std::string_view options,
                            const std::vector<Header>& headers) {
  return onBuildThread<CompileResult>([&] {
    BuildOptions parsed;
    std::string error = parseCompileOptions(options, parsed);
    if (!error.empty()) {
      CompileResult result;
      result.status = Status::InvalidOptions;
      result.log = std::move(error);
      return result;
    }
    return compileWithOptions(source, parsed, headers);
  });
}

namespace {

/// build(), on the thread it is called on.
LinkResult buildOnThisThread(std::string_view source, std::string_view options, bool quick) {
  BuildOptions parsed;
  std::string error = parseCompileOptions(options, parsed);
  if (!error.empty()) {
    LinkResult result;
    result.status = Status::InvalidOptions;
    result.log = std::move(error);
    return result;
  }
  parsed.quick = quick;
  auto compileAndLink = [&](std::string& object) {
    CompileResult compiled = compileWithOptions(source, parsed, {});
    if (compiled.status != Status::Ok) {
      LinkResult result;
      result.status = compiled.status;
      result.log = std::move(compiled.log);
      return result;
    }
    LinkResult linked = linkWithOptions({compiled.bitcode}, parsed, object);
    linked.log.insert(0, compiled.log);
    linked.readFiles = compiled.readFiles;
    return linked;
  };
  // The source and the options are all a build reads unless it asks the disk (a header, a
  // `__has_include`, however written): such a build is not stored, so it misses every time.
  LinkResult result = cachedLink(quick ? cacheKey("build", {source, options, "quick"})
                                       : cacheKey("build", {source, options}),
                                 compileAndLink);
  appendBuildReport(result);
  return result;
}

} // namespace

LinkResult build(std::string_view source, std::string_view options, bool quick) {
  return onBuildThread<LinkResult>([&] { return buildOnThisThread(source, options, quick); });
}

} // namespace weft::compiler

namespace weft::compiler {

Inspection inspect(std::string_view source, std::string_view options) {
  return onBuildThread<Inspection>([&] {
    Inspection inspection;
    BuildOptions parsed;
    std::string error = parseCompileOptions(options, parsed);
    if (!error.empty()) {
      inspection.status = Status::InvalidOptions;
      inspection.log = std::move(error);
      return inspection;
    }
    CompileResult compiled = compileWithOptions(source, parsed, {});
    if (compiled.status != Status::Ok) {
      inspection.status = compiled.status;
      inspection.log = std::move(compiled.log);
      return inspection;
    }
    inspection = inspectWithOptions({compiled.bitcode}, parsed);
    inspection.log.insert(0, compiled.log);
    return inspection;
  });
}

} // namespace weft::compiler
